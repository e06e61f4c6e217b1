import { type MessageValues, sourceOfText } from "@bastion/shared";
import { i18n, SHARED_NAMESPACE } from "./catalogues";

const plain = (values: MessageValues) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === "object" ? sharedText(value.nested) : value]),
  );

/**
 * A text the shared package wrote with `msg()` (a name's problem the web checks before sending), in
 * the language shown: looked up by the English source it was made from, in the shared catalogue
 * (the component asks for it with `useT(…, "validation")`). A text it does not know stays as it is.
 */
export function sharedText(text: string): string {
  const { source, values } = sourceOfText(text);
  const id = `${SHARED_NAMESPACE}.${source}`;
  if (!i18n.messages[id]) return text;
  return i18n._(id, values ? plain(values) : undefined);
}
