import { API_PATHS, apiPath, type ProfileEditFields, type ProfileEditResponse } from "@bastion/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ACTIVE_USER_KEY } from "../../../lib/auth/active-user";
import { PROFILES_KEY } from "./get-own-profile";

/** The form's values: the shared edit fields (all sent), plus whose profile and the picture file. */
export type ProfileEdit = Required<ProfileEditFields> & {
  /** Whose profile: undefined for one's own, a username for the owner editing someone else's. */
  username?: string;
  picture: File | null;
};

export function editProfile(edit: ProfileEdit) {
  const form = new FormData();
  form.append("minecraft_username", edit.minecraft_username);
  form.append("discord_username", edit.discord_username);
  form.append("about_me", edit.about_me);
  form.append("useDefaultPicture", edit.useDefaultPicture ? "true" : "false");
  if (edit.picture && !edit.useDefaultPicture) form.append("profile_img", edit.picture);
  const path = edit.username
    ? apiPath(API_PATHS.profiles.edit, { username: edit.username })
    : API_PATHS.profiles.editOwn;
  return api<ProfileEditResponse>(path, { method: "POST", body: form });
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: async (_answer, edit) => {
      await queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
      // The navbar's avatar comes from the active user.
      if (edit.picture || edit.useDefaultPicture) await queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY });
    },
  });
}
