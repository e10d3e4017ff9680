import { graphql } from '@/gql';

export const AccountSettingsFragment = graphql(`
  fragment AccountSettings_settings on AccountSettings {
    id
    feedAlgorithm
    theme
    displayMode
    language
    updatedAt
    privacy {
      publicProfile
      showFollowers
      showEarnings
      privateMessages
      collabRequests
      location
      filterContent
      commentFilter
    }
  }
`);

export const MySettingsDocument = graphql(`
  query MySettings {
    mySettings {
      ...AccountSettings_settings
    }
  }
`);

export const UpdateSettingsDocument = graphql(`
  mutation UpdateSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      ...AccountSettings_settings
    }
  }
`);
