import { accessibilityRounds } from "./support/accessibility-rounds";

// Issues 18 and 34: every page and every dialog, signed in as the owner, on a filled site, at
// desktop and phone width (titles, axe, the focus in each dialog).
accessibilityRounds(["owner"]);
