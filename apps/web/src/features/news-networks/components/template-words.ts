import type { NewsTemplateList } from "@bastion/shared";

/**
 * Each template list's name, its hint and the example a new network starts with, as message ids: in
 * the language shown, where the shared package has them in English (the game's field names, such as
 * `health_crisis`, stay as they are).
 */
export const TEMPLATE_WORDS: Record<NewsTemplateList, { label: string; hint: string; example: string }> = {
  taglines: {
    label: "news-networks.lists.taglines.label",
    hint: "news-networks.lists.taglines.hint",
    example: "news-networks.lists.taglines.example",
  },
  health_crisis: {
    label: "news-networks.lists.healthCrisis.label",
    hint: "news-networks.lists.healthCrisis.hint",
    example: "news-networks.lists.healthCrisis.example",
  },
  tech_unlock: {
    label: "news-networks.lists.techUnlock.label",
    hint: "news-networks.lists.techUnlock.hint",
    example: "news-networks.lists.techUnlock.example",
  },
  high_unemp: {
    label: "news-networks.lists.highUnemp.label",
    hint: "news-networks.lists.highUnemp.hint",
    example: "news-networks.lists.highUnemp.example",
  },
  ol_largest_settlement: {
    label: "news-networks.lists.olLargestSettlement.label",
    hint: "news-networks.lists.olLargestSettlement.hint",
    example: "news-networks.lists.olLargestSettlement.example",
  },
  starvation: {
    label: "news-networks.lists.starvation.label",
    hint: "news-networks.lists.starvation.hint",
    example: "news-networks.lists.starvation.example",
  },
  low_approval: {
    label: "news-networks.lists.lowApproval.label",
    hint: "news-networks.lists.lowApproval.hint",
    example: "news-networks.lists.lowApproval.example",
  },
  low_security: {
    label: "news-networks.lists.lowSecurity.label",
    hint: "news-networks.lists.lowSecurity.hint",
    example: "news-networks.lists.lowSecurity.example",
  },
  low_entertainment: {
    label: "news-networks.lists.lowEntertainment.label",
    hint: "news-networks.lists.lowEntertainment.hint",
    example: "news-networks.lists.lowEntertainment.example",
  },
  low_education: {
    label: "news-networks.lists.lowEducation.label",
    hint: "news-networks.lists.lowEducation.hint",
    example: "news-networks.lists.lowEducation.example",
  },
  contract_sales: {
    label: "news-networks.lists.contractSales.label",
    hint: "news-networks.lists.contractSales.hint",
    example: "news-networks.lists.contractSales.example",
  },
};
