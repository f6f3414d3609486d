/** Placeholder: replaced by the shell work. */
export function NotFoundPage() {
  return (
    <div className="p-8">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
    </div>
  );
}
