import { accessibilityRounds } from "./support/accessibility-rounds";

// Issue 18: every page, signed out, at desktop and phone width (titles and axe).
accessibilityRounds("visitor");
