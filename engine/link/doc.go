// Package link is the share-link codec: a ruling (ruleset, data version, calculator, inputs,
// the result the director announced when it differs from the computed one, and the club values
// in force) becomes one short URL-safe code, and a code opens to the same ruling on any phone,
// offline, with nothing but this build's rulesets.
//
// # Format 1 (frozen: a published link must open forever)
//
// A code is the sqids encoding (github.com/sqids/sqids-go v0.4.1, with Alphabet, MinLength and
// an empty blocklist) of this list of non-negative integers:
//
//	1                       format version
//	ruleset number          the frozen table rulesetNumbers (numbers.go): scoring 0, nsbk 1,
//	                        mbsz-vsz-2017 2, ocsb-kmor-2018 3, pref-club 4
//	data version            1 … Ruleset.Version of this build
//	calculator index        position in Ruleset.Calculators
//	field count n           the number of fields written (see "Schemas grow" below)
//	n field values          in Schema order, per Kind (below)
//	announced count, then per announced out: out index·2 + coded, value
//	club count, then per club value: parameter index (Ruleset.Params), value in hundredths
//	check                   a 20-bit FNV-1a of all the numbers before it
//
// Field values, per engine.Kind:
//   - int, decimal (scaled by 10^Prec), date-time (minutes since 2000-01-01): zigzag
//     (0, −1, 1, −2, … → 0, 1, 2, 3, …);
//   - enum index, bool 0/1, card, Preferans card, score entry (bridge.EncodeEntry), bridge
//     hand (the whole 52-bit mask) and Preferans hand (32-bit mask): as is (sqids carries any
//     uint64, so a hand is one number);
//   - an Optional scalar: 0 when absent, else its encoding + 1 (the presence flag folded into
//     the value, which saves a separator);
//   - lists: the item count, then each item as its scalar kind.
//
// Announced outs index the computed result's outs in the order of Outs (parties in order, each
// party's outs in order). A numeric out is announced as zigzag(hundredths), a yes/no out as 0
// or 1 (coded bit 0); a coded out (coded bit 1) as its code packed by packCode: a chunk count,
// then chunks of up to 11 characters of [a-z0-9._-] in bijective base 40.
//
// Club values are the parameters whose value differs from the built-in ruleset, by position
// in Ruleset.Params, ascending, each in hundredths (zigzag).
//
// # Stability rules for the data the codec reads
//
// Every index in a code points into a list the rulesets own, so those lists are append-only:
// Ruleset.Calculators (calculator index), Ruleset.Params (club index), a Schema's fields and an
// enum's Options (value index), a result's parties and outs (announced index). A new
// calculator, parameter, field or option goes at the end; nothing is removed or reordered.
//
// Schemas grow: a link written when a schema had n fields still opens once more fields are
// appended, provided each new field has a Default or is Optional or a list: the decoder fills
// them in. A link carrying more fields than this build knows is refused.
//
// The decoder refuses, each with its own *engine.Error (keys link.err.*): a code that is not
// canonical (sqids would encode its numbers differently), a wrong check number, an unknown
// format version, ruleset or calculator, a data version newer than this build, the wrong number
// of values, inputs the calculator's schema rejects, a bad announced out and a bad club value.
// It never panics (FuzzDecode), and a code it accepts re-encodes to itself.
//
// # The URL
//
// A share URL is <base>?r=<code>, plus n=<note> (ParamCode, ParamNote: frozen with format 1).
// A logged case's link adds, after them, the case's parameters (case.go: ParamLabel "c",
// ParamRound "rd", ParamTable "tb", ParamBoard "bd", ParamGame "g", ParamTime "at", ParamSide
// "sd"): where and whom the ruling concerns, side names only when the director chose to include
// them. They are outside the code and its check, read leniently by ParseCase (what does not parse
// is dropped; FuzzParseCase), and a link without them opens exactly as before (TestCaseCompat).
// A ruling's deadline facts follow (facts.go: ParamSessionEnd "se", ParamNextStart "ns",
// ParamEventEnd "ee", ParamPlayingDay "pd", ParamDecided "cd", ParamLastDay "ld"), read the same
// way (ParseFacts); the case's time "at" is the ruling's time a limit counted from the ruling
// runs from (Facts.EngineFor).
//
// # The check over the case and the facts (appended)
//
// The code's check covers the ruling only. A link made now ends with one more parameter,
// ParamCheck "ck" (seal.go): 8 characters [0-9a-z], the low 40 bits of the 64-bit FNV-1a of
//
//	"1\n" + code + "\n" + QueryEscape(CleanNote(note)) + "\n" + Case.Query() + "\n" + Facts.Query()
//
// in base 36, zero-padded, where the case and the facts are as ParseCase and ParseFacts read them
// (so what the receipt shows is exactly what is checked: a value the reader drops is neither
// shown nor checked; the order of the parameters does not matter). SealedURL writes such a link,
// AddCheck appends the check to one written by hand. CheckExtras reads it: ExtrasNone for a link
// without "ck" (every link made before it opens exactly as before, and the receipt says its case
// and deadline are not checked), ExtrasMatch, or ExtrasDiffer when the note, a case parameter,
// the ruling's time or a deadline fact was changed (TestSealTamper changes every character;
// FuzzCheckExtras). It is a check against slips and edits, not a signature: anyone with the
// source can recompute it. A typical link grows by 12 characters ("&ck=" and 8).
//
// # The ruling as a record (appended)
//
// The director's reasoning, a short text saying why the ruling is what it is, follows the facts
// as ParamReason "why" (record.go: cleaned like a note, at most MaxReasonLen characters, read
// by ParseReason) and is under the check: when a link has one, the checked text above ends with
// "\nwhy=" + QueryEscape(CleanReason(why)); without one the text, and so every check made
// before the reasoning existed, is unchanged (TestReasonOldLinks). Dropping, adding or changing
// a character of it makes the check differ (TestReasonTamper; FuzzParseReason). RecordURL writes
// such a link. A weighted score's outcomes and their weights are the ruling's own inputs, in the
// code under its check; engine.WeightedOptions pairs them for the receipt and the printed
// ruling, so they take no parameter.
//
// # The director's signature (appended)
//
// A link shared from a phone that holds a director's key ends with two more parameters (sign.go):
// ParamKey "sk", the Ed25519 public key (43 characters of base64url), and ParamSig "sg", the
// signature (86 characters) over SignPrefix and the link's query exactly as written before
// "&sk=": the code, the note, the case, the time, the facts, the check and every parameter
// appended before it. Only view parameters ("print", "lang") may follow it. ParseSignature reads it
// (SigNone for every link without it, which opens exactly as before; SigPresent; SigMalformed,
// refused) and never panics (FuzzParseSignature); the browser verifies the signature with Web
// Crypto, and the club file names the directors' keys (engine/club). Fingerprint is a key's
// short name to compare by phone. A signed link grows by 137 characters.
package link
