'use client';

import { useEffect, useRef } from 'react';

/**
 * A column that sticks (with `lg:sticky` in its class) `top` pixels below the window's top — or,
 * when it is taller than the window, with its bottom `bottomGap` above the window's bottom, so
 * nothing in it (a bid form's confirmation, say) is ever out of reach while it sticks.
 */
export function StickyColumn({
  top = 96,
  bottomGap = 24,
  className = '',
  children,
}: {
  top?: number;
  bottomGap?: number;
  className?: string;
  children: React.ReactNode;
}) {
  const column = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = column.current;
    if (!element) return;
    const place = () => {
      element.style.top = `${Math.min(top, window.innerHeight - element.offsetHeight - bottomGap)}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [top, bottomGap]);
  return (
    <div ref={column} className={className}>
      {children}
    </div>
  );
}
