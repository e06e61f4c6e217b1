// The maintenance_leases table, part of the bottom layer: db/schema.ts assembles it with the others.

/**
 * A named lease one holder keeps until expires_at (by the database's clock), renewed while its work
 * runs: the scheduled backup and the LiteBans sync (one instance at a time), a reader's zips (two at
 * a time per account).
 */
export interface MaintenanceLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface LeaseTables {
  maintenance_leases: MaintenanceLeasesTable;
}
