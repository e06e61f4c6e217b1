import { accessibilityRounds } from "./support/accessibility-rounds";

// Issue 18: every page, signed in as the owner, at desktop and phone width (titles and axe).
accessibilityRounds("owner");
