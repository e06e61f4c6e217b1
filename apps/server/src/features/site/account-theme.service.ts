import type { ThemeChoice } from "@bastion/shared";
import type { Db } from "../../db/database";
import * as repo from "./account-theme.repository";

/** A member's own theme (issue 30), or null for the site's default: answered with their basic info. */
export const accountTheme = (db: Db, userId: number) => repo.accountTheme(db, userId);

export const saveAccountTheme = (db: Db, userId: number, theme: ThemeChoice | null) =>
  repo.saveAccountTheme(db, userId, theme);
