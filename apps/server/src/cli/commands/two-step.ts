import { secondFactorPolicy, setSecondFactorPolicy } from "../../features/accounts/second-factor-policy.service";
import { resetTwoStep } from "../../features/accounts/two-step.service";
import { CLI_ACTOR } from "../../features/audit/audit.service";
import { HttpError } from "../../lib/errors";
import { CliError, type Command, list, required } from "../command";

export const resetTwoStepCommand: Command = {
  name: "reset-two-step",
  usage: "reset-two-step --username U",
  summary:
    "Turn off an account's two-step sign-in (its authenticator, passkeys and recovery codes) and end its sessions, for someone who lost every device. Recorded in the audit log.",
  options: { username: { type: "string" } },
  async run({ db, print }, values) {
    const username = required(values, "username");
    const had = await resetTwoStep(db, username, CLI_ACTOR).catch((error: unknown) => {
      throw error instanceof HttpError ? new CliError(error.message) : error;
    });
    print(
      had
        ? `Two-step sign-in is off for '${username}'; their sessions have ended. They sign in with their password and can set it up again.`
        : `'${username}' had no two-step sign-in; their sessions have ended.`,
    );
  },
};

export const secondFactorGroupsCommand: Command = {
  name: "second-factor-groups",
  usage: "second-factor-groups [--groups a,b | --none]",
  summary:
    "Show, or set, the groups whose members must have a second factor (the owner console's Second factor section). Recorded in the audit log.",
  options: { groups: { type: "string" }, none: { type: "boolean" } },
  async run({ db, print }, values) {
    if (values.groups !== undefined || values.none) {
      const groups = values.none ? [] : list(values.groups);
      await setSecondFactorPolicy(db, groups, CLI_ACTOR).catch((error: unknown) => {
        throw error instanceof HttpError ? new CliError(error.message) : error;
      });
    }
    const { groups } = await secondFactorPolicy(db);
    print(`Groups that must have a second factor: ${groups.length > 0 ? groups.join(", ") : "none"}.`);
  },
};
