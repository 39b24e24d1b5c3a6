/**
 * CR 613.1f, 602, 605.1a: static abilities that give permanents an activated or mana ability
 * in quotation marks: "Enchanted creature has "{T}: This creature deals 1 damage to any
 * target."", "Equipped creature gets +1/+1 and has "…"", "All Slivers have "Sacrifice this
 * permanent: Add {B}{B}."", "Lands you control have "{T}: Add one mana of any color."". Whom it
 * reaches is read by the static grammar's `grantee` (statics.ts); the quoted ability by the
 * paragraph compiler, as if it were printed on the permanent that gets it.
 *
 * Inside the quotation, "this creature" ("this permanent", "this land", "this artifact") is
 * the permanent that has the ability (its cost's {T}, "Sacrifice this creature"), while `~`
 * names the card giving it (an Equipment's "Sacrifice ~", "Unattach ~"): a cost naming the
 * giver is not in the card format, so it stays a gap.
 */
import { pegReader } from './peg.js';
import { STATIC_GRAMMAR } from './static-grammar.js';
import { permanentsReached, type Grantee } from './statics.js';

/** What a paragraph compiles to, as far as a quoted ability goes. */
interface QuotedCompiled {
  readonly abilities?: Record<string, unknown>[];
  readonly manaAbilities?: Record<string, unknown>[];
  readonly gap?: string;
}

// "[grantee] [gets +N/+N and] has/have "[ability]"" — the grantee and P/T words of the static grammar (a P/T change is not casting, CR 613.4c).
const ABILITY_GRANT_GRAMMAR = String.raw`
abilityGrant = who:grantee _ ptChange? ("has"i / "have"i) _ "\"" quoted:$([^"]+) "\"" "."? !. { return { who, quoted }; }
${STATIC_GRAMMAR}`;

const parse = pegReader<{ who: Grantee; quoted: string }>(ABILITY_GRANT_GRAMMAR);

/** "This creature", "this permanent": the permanent that has the ability (CR 113.6: an ability's "this [object]" is its own object). */
const THIS_OBJECT = /\b[Tt]his (?:creature|permanent|land|artifact|enchantment|planeswalker)\b/g;

/** The cost of a quoted activated ability: the words before the first ": " (CR 602.1a). */
function costWordsOf(quoted: string): string | null {
  const at = quoted.indexOf(': ');
  return at < 0 ? null : quoted.slice(0, at);
}

/**
 * CR 613.1f: the grant of an activated or mana ability a paragraph states, compiled with
 * `compileQuoted` (the paragraph compiler); null when the paragraph is not such a grant.
 */
export function abilityGrantOf(paragraph: string, compileQuoted: (text: string) => QuotedCompiled): { grants: Record<string, unknown>[] } | { gap: string } | null {
  const read = parse(paragraph);
  if (!read) return null;
  const cost = costWordsOf(read.quoted);
  if (cost === null) return null;
  const { who } = read;
  // "~ has "…"" is the card's own ability, only ever written so under a condition (conditional-grants.ts); "You have "…"" gives a player an ability (not in the format).
  if ('self' in who || 'player' in who) return null;
  const reach = 'attached' in who ? { attached: true } : permanentsReached(who);
  if (!reach) return { gap: 'an ability granted to permanents the importer cannot name is not compiled' };
  if (cost.includes('~')) return { gap: 'a granted ability whose cost names the card giving it ("Sacrifice ~", "Unattach ~") is not in the card format' };
  const compiled = compileQuoted(cost.replace(THIS_OBJECT, '~') + read.quoted.slice(cost.length));
  if (compiled.gap !== undefined) return { gap: compiled.gap };
  const fields = Object.keys(compiled);
  const [ability] = compiled.abilities ?? [];
  const [manaAbility] = compiled.manaAbilities ?? [];
  if (fields.length !== 1 || (ability ?? manaAbility) === undefined || (compiled.abilities ?? compiled.manaAbilities)!.length !== 1) {
    return { gap: 'a granted ability that is not one activated or mana ability is not compiled' };
  }
  const given = ability ?? manaAbility!;
  // CR 613.1f: a permanent has the ability on the battlefield; one activated from elsewhere, or a mana ability used once each turn (counted per giver, 602.5c), is not in the format.
  if (given['from'] !== undefined || (manaAbility && manaAbility['oncePerTurn'])) return { gap: 'a granted ability activated from outside the battlefield, or a granted mana ability used once each turn, is not in the card format' };
  return { grants: [{ ...reach, ...(ability ? { ability } : { manaAbility }) }] };
}
