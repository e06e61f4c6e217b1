import { emptySiteRounds } from "./support/empty-site-rounds";

// Issue 34: the pages that list things, on a new site where every list is empty (titles and axe).
emptySiteRounds();
