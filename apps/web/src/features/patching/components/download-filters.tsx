import type { KeyDownloadTotals, PatchDownloadsQuery } from "@bastion/shared";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useT } from "../../../lib/i18n";

interface DownloadFiltersProps {
  query: PatchDownloadsQuery;
  keys: KeyDownloadTotals[];
  targets: { id: number; name: string }[];
  onChange(next: PatchDownloadsQuery): void;
}

const idOf = (value: string) => (value === "" ? undefined : Number(value));

/** By key and by target: each choice applies at once, starting again at page 1. */
export function DownloadFilters({ query, keys, targets, onChange }: DownloadFiltersProps) {
  const t = useT("patching");
  return (
    <Form
      className="row g-2 align-items-end mb-3"
      aria-label={t("patching.filters.label")}
      onSubmit={(e) => e.preventDefault()}
    >
      <Form.Group className="col-12 col-sm-5" controlId="downloads-key">
        <Form.Label className="small mb-1">{t("patching.columns.key")}</Form.Label>
        <Form.Select
          value={query.key ?? ""}
          onChange={(event) => onChange({ ...query, key: idOf(event.target.value), page: 1 })}
        >
          <option value="">{t("patching.filters.everyKey")}</option>
          {keys.map((key) => (
            <option key={key.key_id} value={key.key_id}>
              {key.key_revoked ? t("patching.filters.revokedKey", { name: key.key_name }) : key.key_name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-12 col-sm-5" controlId="downloads-target">
        <Form.Label className="small mb-1">{t("patching.columns.target")}</Form.Label>
        <Form.Select
          value={query.target ?? ""}
          onChange={(event) => onChange({ ...query, target: idOf(event.target.value), page: 1 })}
        >
          <option value="">{t("patching.filters.everyTarget")}</option>
          {targets.map((target) => (
            <option key={target.id} value={target.id}>
              {target.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="col-12 col-sm-2">
        <Button
          variant="outline-light"
          className="w-100"
          disabled={!query.key && !query.target}
          onClick={() => onChange({ page: 1 })}
        >
          {t("patching.filters.clear")}
        </Button>
      </div>
    </Form>
  );
}
