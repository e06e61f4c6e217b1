import type { Rank } from "@bastion/shared";
import { useRef, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { RankPill } from "../../../components/feedback/rank-pill";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useDeleteRank } from "../api/delete-rank";
import { useRanks } from "../api/get-ranks";
import { useOrderRanks } from "../api/order-ranks";
import { RankForm } from "./rank-form";
import "./ranks.css";

type Editing = { rank?: Rank } | null;

/** /admin/ranks/: the site's groups, highest rank first, to create, edit, reorder and delete. */
export function RanksPage() {
  const t = useT("ranks");
  const ranks = useRanks();
  const order = useOrderRanks();
  const remove = useDeleteRank();
  const alerts = useAlerts();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Rank | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const list = ranks.data?.ranks ?? [];

  async function move(rank: Rank, by: -1 | 1) {
    const ids = list.map((one) => one.id);
    const from = ids.indexOf(rank.id);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, rank.id);
    try {
      await order.mutateAsync(ids);
      setAnnouncement(t("ranks.list.moved", { name: rank.name, position: to + 1, count: ids.length }));
      // The row moved: keep the keyboard where it was, or on the other button at either end.
      const atEnd = by === -1 ? to === 0 : to === ids.length - 1;
      const key = `${rank.id}:${atEnd ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`;
      requestAnimationFrame(() => buttons.current.get(key)?.focus());
    } catch (error) {
      alerts.show(errorMessage(error, t("ranks.list.orderError")));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      alerts.show(answer.message, "success");
    } catch (error) {
      alerts.show(errorMessage(error, t("ranks.delete.error")));
    }
    setDeleting(null);
  }

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  let body: React.ReactNode;
  if (ranks.isPending) {
    body = (
      <Card.Body aria-hidden="true">
        <Placeholder as="p" animation="glow">
          <Placeholder xs={8} /> <Placeholder xs={6} /> <Placeholder xs={7} />
        </Placeholder>
      </Card.Body>
    );
  } else if (ranks.isError) {
    body = (
      <Alert variant="danger" className="m-3">
        {errorMessage(ranks.error, t("ranks.error.fetchData"))}
      </Alert>
    );
  } else {
    body = (
      <ol className="list-group list-group-flush rank-list mb-0">
        {list.map((rank, index) => (
          <li key={rank.id} className="list-group-item rank-row">
            <div className="rank-main">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <span className="text-body-secondary small rank-position">{index + 1}.</span>
                <h2 className="h6 mb-0 text-break">{rank.name}</h2>
                {rank.colour || rank.badge ? (
                  <RankPill rank={rank} />
                ) : (
                  <span className="small text-body-secondary">{t("ranks.list.noBadge")}</span>
                )}
                {rank.is_staff && (
                  <Badge bg="info" text="dark">
                    {t("ranks.list.staff")}
                  </Badge>
                )}
                {rank.built_in && (
                  <Badge bg="light" text="dark" className="border">
                    {t("ranks.list.builtIn")}
                  </Badge>
                )}
              </div>
              <p className="small text-body-secondary mb-0 mt-1">
                {[
                  t("ranks.list.members", { count: rank.members }),
                  rank.permissions.length > 0 ? rank.permissions.join(", ") : t("ranks.list.noPermissions"),
                  rank.description,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </div>
            <div className="rank-actions d-flex flex-wrap gap-1">
              <Button
                ref={register(`${rank.id}:up`)}
                size="sm"
                variant="outline-secondary"
                disabled={index === 0 || order.isPending}
                onClick={() => move(rank, -1)}
                aria-label={t("ranks.list.moveUpLabel", { name: rank.name })}
              >
                {t("ranks.list.moveUp")}
              </Button>
              <Button
                ref={register(`${rank.id}:down`)}
                size="sm"
                variant="outline-secondary"
                disabled={index === list.length - 1 || order.isPending}
                onClick={() => move(rank, 1)}
                aria-label={t("ranks.list.moveDownLabel", { name: rank.name })}
              >
                {t("ranks.list.moveDown")}
              </Button>
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => setEditing({ rank })}
                aria-label={t("ranks.list.editLabel", { name: rank.name })}
              >
                {t("ranks.list.edit")}
              </Button>
              {!rank.built_in && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setDeleting(rank)}
                  aria-label={t("ranks.list.deleteLabel", { name: rank.name })}
                >
                  {t("ranks.list.delete")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <p className="small text-body-secondary mb-0 me-auto">{t("ranks.list.intro")}</p>
        <Button onClick={() => setEditing({})}>{t("ranks.list.new")}</Button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <Card className="admin-card">{body}</Card>
      {editing && <RankForm rank={editing.rank} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        show={deleting !== null}
        title={deleting ? t("ranks.delete.title", { name: deleting.name }) : t("ranks.delete.titleNone")}
        confirmLabel={t("ranks.delete.confirm")}
        busyLabel={t("ranks.delete.busy")}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p className="mb-0">
          {deleting?.members ? t("ranks.delete.members", { count: deleting.members }) : t("ranks.delete.empty")}{" "}
          {t("ranks.delete.undone")}
        </p>
      </ConfirmDialog>
    </>
  );
}
