/**
 * An IntersectionObserver a unit test drives, stubbed in with `vi.stubGlobal('IntersectionObserver',
 * ObserverStandIn)`: the last one made, what it observes, and a way to bring that into sight.
 */
export class ObserverStandIn {
  static current: ObserverStandIn | null = null;
  observed: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    ObserverStandIn.current = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {}
  comeIntoSight() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
