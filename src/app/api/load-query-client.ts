/**
 * The query client, loaded on first use: guest pages (/login) do without TanStack Query, which
 * keeps the first route within its JavaScript budget. Signed-in pages load it with their layout.
 */
export async function loadQueryClient() {
  const { queryClient } = await import('./query-client');
  return queryClient;
}
