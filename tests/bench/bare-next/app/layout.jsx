// The bare Next floor of `npm run bench`: the least a Next static page can be.
export const metadata = { title: "Bare Next floor" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
