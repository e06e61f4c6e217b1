import { accessibilityRounds } from "./support/accessibility-rounds";

// Issues 18 and 34: every page, signed out, on a filled site, at desktop and phone width (titles and axe).
accessibilityRounds(["visitor"]);
