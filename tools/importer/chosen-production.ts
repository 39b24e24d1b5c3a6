/**
 * CR 106.1, 607.2: "Add one mana of the chosen color" and "Add {G} or one mana of the chosen
 * color" (Thriving lands): the colour is the one chosen as the permanent entered ("As ~
 * enters, choose a color"), read by the engine from the permanent (src/cards/chosen-mana.ts).
 */
export function chosenColorProductionOf(body: string): Record<string, unknown> | null {
  const m = /^(?:((?:\{[WUBRGC]\}(?:, | or |, or ))*)(?:or )?)?one mana of the chosen colou?r$/.exec(body);
  if (!m) return null;
  const types = [...(m[1] ?? '').matchAll(/\{([WUBRGC])\}/g)].map((t) => t[1]!);
  return { types, chosenColor: true, amount: 1 };
}
