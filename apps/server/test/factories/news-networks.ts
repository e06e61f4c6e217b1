import type { NewsNetworkFormInput } from "@bastion/shared";
import { exampleNetworkForm } from "@bastion/shared/testing";
import { expect } from "vitest";
import type { TestClient } from "../app";

/** A valid create/edit body: one example template per list, unlocked. */
export const networkForm = (overrides: Partial<NewsNetworkFormInput> = {}): NewsNetworkFormInput =>
  exampleNetworkForm(overrides);

/** Creates a network as the client and returns its id. */
export async function createNetwork(client: TestClient, overrides: Partial<NewsNetworkFormInput> = {}) {
  const response = await client.post("/mc2/api/news/create/", networkForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ news_id: number }>().news_id;
}
