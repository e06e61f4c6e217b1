import { accessibilityRounds } from "./support/accessibility-rounds";

// Issue 34: the pages and dialogs a player, a downloads member and a patcher see of their own, on a
// filled site, at desktop and phone width (titles, axe, the focus in each dialog).
accessibilityRounds(["player", "member", "patcher"]);
