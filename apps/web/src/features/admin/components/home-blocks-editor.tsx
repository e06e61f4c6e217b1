import type { HomeBlock, HomeSettings } from "@bastion/shared";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useT } from "../../../lib/i18n";

type Blocks = HomeSettings["blocks"];

/** The shared HOME_BLOCK_LABELS, in the language shown. */
const BLOCK_LABELS: Record<HomeBlock, string> = {
  server_status: "admin.home.block.serverStatus",
  announcements: "admin.home.block.announcements",
  page: "admin.home.block.page",
  vote_links: "admin.home.block.voteLinks",
};

/** Moves the block at `index` by `step` (-1 up, +1 down). */
export function moveBlock(blocks: Blocks, index: number, step: -1 | 1): Blocks {
  const target = index + step;
  if (target < 0 || target >= blocks.length) return blocks;
  const next = [...blocks];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

interface HomeBlocksEditorProps {
  blocks: Blocks;
  onChange: (blocks: Blocks) => void;
  /** Told where the moved block now is, for the screen reader's note. */
  onMoved?: (message: string) => void;
}

/**
 * The home page's blocks in order, each with its switch and Move up / Move down buttons: ordinary
 * buttons, so the keyboard reorders them as well as the mouse.
 */
export function HomeBlocksEditor({ blocks, onChange, onMoved }: HomeBlocksEditorProps) {
  const t = useT("admin");
  function handleMove(index: number, step: -1 | 1) {
    const block = blocks[index];
    onChange(moveBlock(blocks, index, step));
    if (block) {
      onMoved?.(
        t("admin.home.moved", { block: t(BLOCK_LABELS[block.type]), position: index + step + 1, count: blocks.length }),
      );
    }
  }
  return (
    <ol className="list-group mb-3" aria-label={t("admin.home.blocksList")}>
      {blocks.map((block, index) => {
        const label = t(BLOCK_LABELS[block.type]);
        return (
          <li key={block.type} className="list-group-item d-flex flex-column flex-sm-row align-items-sm-center gap-2">
            <div className="d-flex align-items-center gap-2 flex-grow-1">
              <span className="text-body-secondary" aria-hidden="true">
                {index + 1}.
              </span>
              <Form.Check
                type="switch"
                role="switch"
                id={`home-block-${block.type}`}
                className="flex-grow-1 mb-0"
                label={label}
                checked={block.enabled}
                onChange={(event) =>
                  onChange(blocks.map((b, i) => (i === index ? { ...b, enabled: event.target.checked } : b)))
                }
              />
            </div>
            <div className="d-flex gap-2">
              <Button
                size="sm"
                variant="outline-secondary"
                aria-label={t("admin.home.moveUpLabel", { block: label })}
                disabled={index === 0}
                onClick={() => handleMove(index, -1)}
              >
                {t("admin.home.moveUp")}
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                aria-label={t("admin.home.moveDownLabel", { block: label })}
                disabled={index === blocks.length - 1}
                onClick={() => handleMove(index, 1)}
              >
                {t("admin.home.moveDown")}
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
