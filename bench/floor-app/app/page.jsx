export const metadata = { title: 'Floor', description: 'The framework alone.' };

export default function Page() {
  return (
    <main>
      <h1>Standplaats</h1>
      <p>The framework alone: what every App Router page loads before any code of ours.</p>
    </main>
  );
}
