// The smallest App Router site: one layout, one page, no client components of its own.
export default function RootLayout({ children }) {
  return (
    <html lang="nl">
      <body>{children}</body>
    </html>
  );
}
