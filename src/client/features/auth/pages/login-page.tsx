/** Placeholder page: to be built. */
export default function Page() {
  return <h1 className="p-8 text-2xl">login-page</h1>;
}
