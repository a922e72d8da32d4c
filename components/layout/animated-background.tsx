export function AnimatedBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="bg-orb bg-orb-brand absolute -top-48 -left-40 size-[40rem]" />
      <div className="bg-orb bg-orb-accent bg-orb-slow absolute top-1/3 -right-48 size-[36rem]" />
      <div className="bg-orb bg-orb-violet absolute -bottom-56 left-1/3 size-[32rem]" />
    </div>
  );
}
