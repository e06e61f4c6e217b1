import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { NotFoundPage } from "../../../components/errors/pages";
import { PageSpinner } from "../../../components/feedback/page-spinner";
import { PageSwitcher } from "../../../components/feedback/page-switcher";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
import { useTargetPatches } from "../api/get-target-patches";
import { useTargets } from "../api/get-targets";
import { useSaveTarget } from "../api/save-target";
import { CronSnippetCard } from "./cron-snippet-card";
import { CurrentPatchCard } from "./current-patch-card";
import { PatchesTable } from "./patches-table";
import { PublishForm } from "./publish-form";
import { TargetNameDialog } from "./target-name-dialog";
import { targetPath } from "./target-path";
import "./patching.css";
import { usePageTitle } from "../../../components/routing/page-title";
import { RenameTargetButton } from "./rename-target-button";

const pageFrom = (value: string | null) => {
  const page = Number(value ?? "1");
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/** /patching/{target}/: publish to a target, its patches (current, roll back, delete), the cron script. */
export function TargetPage() {
  const name = useParams().target ?? "";
  const t = useT("patching");
  usePageTitle(name ? t("patching.title.targetOf", { target: name }) : undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get("page"));
  const targets = useTargets();
  const target = targets.data?.targets.find((one) => one.name.toLowerCase() === name.toLowerCase());
  const patches = useTargetPatches(target?.id, page);
  const save = useSaveTarget();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);

  if (targets.isPending) return <PageSpinner />;
  if (targets.isError) {
    return (
      <section className="container py-4">
        <Alert variant="danger">{errorMessage(targets.error, t("patching.messages.fetchFailed"))}</Alert>
      </section>
    );
  }
  if (!target) return <NotFoundPage />;

  async function handleRename(newName: string) {
    if (!target) return;
    const answer = await save.mutateAsync({ id: target.id, name: newName });
    alerts.show(answer.message, "success");
    setRenaming(false);
    navigate(targetPath(answer.target.name), { replace: true });
  }

  let list: React.ReactNode;
  if (patches.isPending) list = <TablePlaceholder columns={6} />;
  else if (patches.isError) {
    list = (
      <Alert variant="danger" className="m-3">
        {errorMessage(patches.error, t("patching.messages.fetchFailed"))}
      </Alert>
    );
  } else if (patches.data.patches.length === 0) {
    list = <p className="text-body-secondary text-center py-5 mb-0">{t("patching.target.empty")}</p>;
  } else list = <PatchesTable target={target} patches={patches.data.patches} />;

  return (
    <section className="container py-4 py-lg-5">
      <nav aria-label={t("patching.nav.breadcrumb")}>
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to="/patching/">{t("patching.title.list")}</Link>
          </li>
          <li className="breadcrumb-item active text-break" aria-current="page">
            {target.name}
          </li>
        </ol>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 text-break">{target.name}</h1>
        <RenameTargetButton name={target.name} onClick={() => setRenaming(true)} />
        <span className="ms-auto text-body-secondary">
          {target.current ? (
            <Trans
              id="patching.target.current"
              values={{ version: target.current.version }}
              components={{ 0: <strong className="text-body" /> }}
            />
          ) : (
            t("patching.target.currentNone")
          )}
        </span>
      </div>
      <div className="row g-3 mb-4">
        <div className="col-12 col-lg-6 order-lg-2">
          <CurrentPatchCard target={target.name} current={patches.data?.current} publicUrl={targets.data.public_url} />
        </div>
        <div className="col-12 col-lg-6 order-lg-1">
          <PublishForm target={target} maxBytes={targets.data.max_bytes} />
        </div>
      </div>
      <h2 className="h4">{t("patching.columns.patches")}</h2>
      <Card className="patching-card">{list}</Card>
      {patches.data && (
        <PageSwitcher
          label={t("patching.target.pages", { name: target.name })}
          page={page}
          pageCount={patches.data.page_count}
          onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
        />
      )}
      <div className="mt-4">
        <CronSnippetCard publicUrl={targets.data.public_url} target={target.name} />
      </div>
      <TargetNameDialog
        show={renaming}
        title={t("patching.rename.title", { name: target.name })}
        submitLabel={t("patching.dialog.save")}
        initialName={target.name}
        busy={save.isPending}
        onHide={() => setRenaming(false)}
        onSubmit={handleRename}
      />
    </section>
  );
}
