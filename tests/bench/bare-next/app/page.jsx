export default function Page() {
  return (
    <main>
      <h1>A bare Next page</h1>
      <p>
        This page is the floor the benchmark measures the site against. It has one heading and one paragraph of plain text, no
        styles, no fonts, no images and no client components, built with the same Next and React versions as the site and served
        by the same static server.
      </p>
    </main>
  );
}
