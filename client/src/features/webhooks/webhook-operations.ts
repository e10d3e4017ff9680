import { graphql } from '@/gql';

export const WebhookEndpointsFragment = graphql(`
  fragment WebhookEndpoints_query on Query {
    webhookEndpoints {
      ...WebhookEndpoint_endpoint
    }
  }
`);

export const WebhookEndpointFragment = graphql(`
  fragment WebhookEndpoint_endpoint on WebhookEndpoint {
    id
    url
    description
    events
    createdAt
    disabledAt
    disabledReason
  }
`);

export const CreateWebhookEndpointDocument = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpoint_endpoint
      }
    }
  }
`);

export const DeleteWebhookEndpointDocument = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const WebhookDeliveriesDocument = graphql(`
  query WebhookDeliveries($endpointId: ID!, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: 20, after: $after) {
      edges {
        node {
          ...WebhookDelivery_delivery
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const WebhookDeliveryFragment = graphql(`
  fragment WebhookDelivery_delivery on WebhookDelivery {
    id
    messageId
    eventType
    status
    attempts
    createdAt
    nextAttemptAt
    lastAttempt {
      attemptedAt
      statusCode
      latencyMs
      responseExcerpt
      error
    }
  }
`);

export const RedeliverWebhookDocument = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      ...WebhookDelivery_delivery
    }
  }
`);
