import { LIMITS } from "@bastion/shared";

/** Extensions longer than this are not kept whole when a name is shortened (it is not really one). */
const MAX_KEPT_EXTENSION = 10;

/**
 * Spec §2: a displayed name longer than 32 characters is shortened with an ellipsis, keeping its
 * extension: "a-very-long-modpack-name-for-season-five.zip" -> "a-very-long-modpack-name-fo….zip".
 */
export function shortName(name: string, max: number = LIMITS.displayedFileName): string {
  const characters = [...name];
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= MAX_KEPT_EXTENSION ? [...name.slice(dot)] : [];
  const keep = max - extension.length - 1;
  return `${characters.slice(0, keep).join("")}…${extension.join("")}`;
}
