import { NEWS_TEMPLATE_LISTS, NEWS_TEMPLATE_VARIABLES, type NewsNetworkDetail } from "@bastion/shared";
import { useT } from "../../../lib/i18n";
import { TEMPLATE_WORDS } from "./template-words";

/** Every template list with its variables and entries. */
export function NetworkTemplates({ network }: { network: NewsNetworkDetail }) {
  const t = useT("news-networks");
  return (
    <section className="card mb-4" aria-labelledby="templates-heading">
      <div className="card-body">
        <h2 id="templates-heading" className="h5 mb-3">
          {t("news-networks.templates.heading")}
        </h2>
        <div className="template-lists">
          {NEWS_TEMPLATE_LISTS.map((list) => (
            <section key={list} className="template-list" aria-labelledby={`templates-${list}`}>
              <h3 id={`templates-${list}`} className="h6 mb-1">
                {t(TEMPLATE_WORDS[list].label)}{" "}
                <span className="small fw-normal text-body-secondary">({network[list].length})</span>
              </h3>
              <p className="small text-body-secondary mb-2">
                {NEWS_TEMPLATE_VARIABLES[list].length > 0 ? (
                  <>
                    {t("news-networks.templates.variables")}{" "}
                    {NEWS_TEMPLATE_VARIABLES[list].map((variable) => (
                      <code key={variable} className="me-1">
                        {variable}
                      </code>
                    ))}
                  </>
                ) : (
                  t("news-networks.templates.noVariables")
                )}
              </p>
              <ol className="template-entries mb-0">
                {network[list].map((entry, index) => (
                  // Entries may repeat; their place in the list is what tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders
                  <li key={index} className="text-break">
                    {entry}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
