// jsdom has no PointerEvent: while installed, a MouseEvent with the pointer's id and kind stands in.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? TestPointerEvent.defaultType;
  }
  /** The kind a test's events are when they do not say (the preview tests: 'mouse'; a phone: 'touch'). */
  static defaultType = 'mouse';
}

/** Installs the stand-in PointerEvent; returns the function that removes it. */
export function installPointerEvents(defaultType: 'mouse' | 'touch' = 'mouse'): () => void {
  TestPointerEvent.defaultType = defaultType;
  (window as unknown as { PointerEvent: unknown }).PointerEvent = TestPointerEvent;
  return () => {
    delete (window as unknown as { PointerEvent?: unknown }).PointerEvent;
  };
}
