// Dataset text as shown on screen: without the invisible bidi controls (embeddings, overrides,
// isolates: U+202A-U+202E, U+2066-U+2069) that would make text display as something else
// ("\u202Egnp.exe" reads as "exe.png"). The pages also isolate each data string (<bdi>,
// dir="auto"), so its own direction never reorders the text around it.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const displayText = (text: string): string => text.replace(BIDI_CONTROLS, '');
