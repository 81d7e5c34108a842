// Every query of a list is rendered on its first request, then cached (lib/list-copies.ts).
export function generateStaticParams() {
  return [];
}

export default function ListCopy({ children }: LayoutProps<'/[locale]/lijst-kopie/[query]'>) {
  return children;
}
