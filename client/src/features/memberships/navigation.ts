/** Goes to the gateway's page: a real navigation (another site with live gateways). Replaced in tests. */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
