export const metadata = { title: 'Floor', description: 'The smallest Next.js page: what the framework costs by itself.' };

export default function RootLayout({ children }) {
  return (
    <html lang="nl">
      <body>{children}</body>
    </html>
  );
}
