import { expect, type Page, test } from "@playwright/test";
import { createUser, signIn } from "./support/accounts";
import { linkIn, waitForMail } from "./support/mail";
import { importPunishments, punishmentRecord } from "./support/site-fixtures";

// Appeals in the browser: a player verifies their name, appeals and comments; an administrator
// finds it in the admin list, denies and closes it and removes a comment; the player finds it
// under Closed Appeals and has the e-mail.

// Users and punishments are made with the real CLI (a few seconds each on a busy machine).
test.describe.configure({ timeout: 120_000 });

/** Stores one Ban for the player through the real import-punishments command. */
function seedBan(player: string, reason: string) {
  importPunishments([punishmentRecord({ player, reason })]);
}

async function signInAs(page: Page, user: Parameters<typeof signIn>[1]) {
  await page.goto("/");
  await signIn(page, user);
}

test("a player appeals and discusses; an administrator denies and closes it; the player hears back", async ({
  page,
}) => {
  const player = createUser({ prefix: "appealer" });
  const admin = createUser({ prefix: "reviewer", groups: ["administrators"] });
  const gameName = `Grf${Date.now().toString(36)}`;
  seedBan(gameName, "Griefing the spawn with lava");

  // The player verifies their name, sees the punishment and appeals.
  await signInAs(page, player);
  await page.goto("/appeals/");
  await page.getByRole("button", { name: "Submit Appeal" }).click();
  const dialog = page.getByRole("dialog", { name: "Verify Player Name" });
  await expect(dialog.getByRole("button", { name: "Search" })).toBeDisabled();
  await dialog.getByLabel("Player Name").fill(gameName.toLowerCase());
  await dialog.getByLabel("Punishment type").selectOption("Ban");
  await dialog.getByRole("button", { name: "Search" }).click();

  await expect(page).toHaveURL(/\/appeals\/create\/$/);
  await expect(page.getByRole("heading", { name: "Create An Appeal" })).toBeVisible();
  await expect(page.getByText(gameName)).toBeVisible();
  // Issue 27: the punishment's reason and the player's own are labelled apart.
  await expect(page.getByRole("region", { name: "Reason for the punishment" })).toHaveText(
    "Griefing the spawn with lava",
  );
  await expect(page.getByLabel("Reason", { exact: true })).toHaveCount(0);
  const create = page.getByRole("button", { name: "Create" });
  await expect(create).toBeDisabled();
  const yourAppeal = page.getByRole("textbox", { name: "Your appeal" });
  await expect(yourAppeal).toHaveAccessibleDescription(/Your reason: why this punishment should be lifted/);
  await yourAppeal.fill("The lava was my friend's build; I was helping them move it.");
  await create.click();

  await expect(page).toHaveURL(/\/appeals\/inspect\/\d+\/$/);
  const appealId = Number(/inspect\/(\d+)\//.exec(page.url())?.[1]);
  await expect(page.getByRole("heading", { name: "Inspect Appeal" })).toBeVisible();
  await expect(page.getByText("The lava was my friend's build; I was helping them move it.")).toBeVisible();
  await page.getByLabel("Add a comment").fill("I can send a screenshot of the build if it helps.");
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByText("Successfully posted comment")).toBeVisible();
  const comments = page.getByRole("list", { name: "Comments" });
  await expect(comments.getByText("I can send a screenshot of the build if it helps.")).toBeVisible();

  // The administrator finds it in the admin list and reviews it.
  await signInAs(page, admin);
  await page.goto("/appeals/");
  await page.getByRole("link", { name: "All current appeals" }).click();
  await expect(page).toHaveURL(/\/appeals\/current\/admin\/$/);
  const row = page.getByRole("row").filter({ hasText: player.username });
  await expect(row).toContainText("Ban");
  await expect(row).toContainText("Pending");
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/appeals/inspect/${appealId}/$`));

  await page.getByLabel("Status").selectOption("Denied");
  await page.getByRole("switch", { name: "Opened" }).click();
  await expect(page.getByRole("switch", { name: "Closed" })).not.toBeChecked();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Successfully modified")).toBeVisible();
  await expect(page.getByText(`last updated by ${admin.username}`)).toBeVisible();

  await page.getByRole("button", { name: `Delete comment by ${player.username}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete comment" });
  await expect(confirm).toContainText("Are you sure you want to delete this comment?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Comment deleted successfully")).toBeVisible();
  await expect(page.getByText("I can send a screenshot of the build if it helps.")).toHaveCount(0);
  await expect(page.getByText("No comments yet.")).toBeVisible();

  // The player finds it under Closed Appeals, and got the e-mail.
  await signInAs(page, player);
  await page.goto("/appeals/current/");
  await expect(page.getByText("You currently do not have any opened appeals")).toBeVisible();
  await page.goto("/appeals/");
  await page.getByRole("link", { name: "View Closed Appeals" }).click();
  const closed = page.getByRole("row").filter({ hasText: "Denied" });
  await expect(closed).toContainText("Ban");
  await expect(closed).toContainText(admin.username);
  await closed.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/appeals/inspect/${appealId}/$`));

  const mail = await waitForMail(player.email, { subject: /was updated: Denied/ });
  expect(mail.subject).toBe(`Your appeal #${appealId} was updated: Denied`);
  expect(mail.text).toContain("Status: Denied. The appeal is closed.");
  expect(linkIn(mail, `/appeals/inspect/${appealId}/`).pathname).toBe(`/appeals/inspect/${appealId}/`);
});

test("someone else's appeal and the admin lists are forbidden to a player", async ({ page }) => {
  const owner = createUser({ prefix: "appealowner" });
  const stranger = createUser({ prefix: "stranger" });
  const gameName = `Oth${Date.now().toString(36)}`;
  seedBan(gameName, "Spamming");

  await signInAs(page, owner);
  const csrf = await page.request.get("/api/get_csrf_token/");
  const { csrf_token } = (await csrf.json()) as { csrf_token: string };
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const headers = { "X-CSRFToken": csrf_token, "X-XSRF-TOKEN": xsrf };
  const verified = await page.request.post("/punished/api/appeal/verify/", {
    data: { player_name: gameName, punishment_type: "Ban" },
    headers,
  });
  const { id } = (await verified.json()) as { id: number };
  const created = await page.request.post("/punished/api/appeal/create/", {
    data: { punishment_id: id, appeal_message: "Not me." },
    headers,
  });
  const { appeal_id } = (await created.json()) as { appeal_id: number };

  await signInAs(page, stranger);
  await page.goto(`/appeals/inspect/${appeal_id}/`);
  await expect(page.getByRole("heading", { name: "403 Access Forbidden" })).toBeVisible();
  await page.goto("/appeals/current/admin/");
  await expect(page.getByRole("heading", { name: "403 Access Forbidden" })).toBeVisible();
  await page.goto("/appeals/");
  await expect(page.getByRole("heading", { name: "Administrator Actions" })).toHaveCount(0);
});

test("a stranger's appeal does not block the player's; an administrator closes the other one", async ({ page }) => {
  const stranger = createUser({ prefix: "stranger" });
  const player = createUser({ prefix: "banned" });
  const admin = createUser({ prefix: "dupes", groups: ["administrators"] });
  const gameName = `Dup${Date.now().toString(36)}`;
  seedBan(gameName, "Xray mining in the nether");

  async function appeal(user: Parameters<typeof signIn>[1], message: string) {
    await signInAs(page, user);
    await page.goto("/appeals/");
    await page.getByRole("button", { name: "Submit Appeal" }).click();
    const dialog = page.getByRole("dialog", { name: "Verify Player Name" });
    await dialog.getByLabel("Player Name").fill(gameName);
    await dialog.getByLabel("Punishment type").selectOption("Ban");
    await dialog.getByRole("button", { name: "Search" }).click();
    await page.getByRole("textbox", { name: "Your appeal" }).fill(message);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(/\/appeals\/inspect\/\d+\/$/);
    return Number(/inspect\/(\d+)\//.exec(page.url())?.[1]);
  }

  const strangerId = await appeal(stranger, "Unban this player please, he is my friend.");
  const playerId = await appeal(player, "I was using a texture pack, not a hacked client.");

  await signInAs(page, admin);
  await page.goto(`/appeals/inspect/${playerId}/`);
  const others = page.getByRole("heading", { name: "Other open appeals of this punishment (1)" });
  await expect(others).toBeVisible();
  await expect(page.getByRole("link", { name: `Appeal #${strangerId}` })).toBeVisible();
  await page.getByRole("button", { name: "Close the other appeal" }).click();
  const confirm = page.getByRole("dialog", { name: "Close the other appeals?" });
  await expect(confirm).toContainText("will be closed as Denied");
  await confirm.getByRole("button", { name: "Close them" }).click();
  await expect(page.getByText("Closed 1 other appeal of this punishment as Denied.")).toBeVisible();
  await expect(others).toBeHidden();

  await page.goto(`/appeals/inspect/${strangerId}/`);
  await expect(page.getByText(`last updated by ${admin.username}`)).toBeVisible();
  await expect(page.getByRole("switch", { name: "Closed" })).not.toBeChecked();
  await expect(page.getByText("Status: Denied")).toBeVisible();
});
