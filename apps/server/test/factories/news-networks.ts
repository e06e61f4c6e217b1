import { exampleTemplates, type NewsNetworkFormInput } from "@bastion/shared";
import { expect } from "vitest";
import type { TestClient } from "../app";

/** A valid create/edit body: one example template per list, unlocked. */
export function networkForm(overrides: Partial<NewsNetworkFormInput> = {}): NewsNetworkFormInput {
  return {
    network_name_on_website: "Galactic News Network",
    network_name: "Galactic News",
    network_name_short: "GNN",
    logo_background_colour: "#1a2b3c",
    logo_text_colour: "#ffffff",
    logo_stroke: "#000000",
    is_locked: false,
    server_id: "",
    allowed_usernames: [],
    ...exampleTemplates(),
    ...overrides,
  };
}

/** Creates a network as the client and returns its id. */
export async function createNetwork(client: TestClient, overrides: Partial<NewsNetworkFormInput> = {}) {
  const response = await client.post("/mc2/api/news/create/", networkForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ news_id: number }>().news_id;
}
