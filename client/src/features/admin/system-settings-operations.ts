import { graphql } from '@/gql';

export const SystemSettingsFieldsFragment = graphql(`
  fragment SystemSettingsForm_settings on SystemSettings {
    autoModeration
    profanityFilter
    spamDetection
    reportAlerts
    newUserSignupAlerts
    systemAlerts
    maintenanceMode
    allowNewSignups
    publicProfiles
    updatedAt
    updatedBy {
      id
      username
    }
  }
`);

export const SystemSettingsPageDocument = graphql(`
  query SystemSettingsPage {
    systemSettings {
      ...SystemSettingsForm_settings
    }
  }
`);

export const UpdateSystemSettingsDocument = graphql(`
  mutation UpdateSystemSettings($input: UpdateSystemSettingsInput!) {
    updateSystemSettings(input: $input) {
      ...SystemSettingsForm_settings
    }
  }
`);
