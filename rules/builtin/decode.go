package builtin

import (
	"slices"

	"github.com/pregate/pregate/hook"
	"github.com/pregate/pregate/rules/command"
)

// Packs returns the packs of FS decoded from genTab, genEnds and genText
// (written by go generate from the TOML; see gen's encoder for the
// format). Their texts are slices of genText; their slices are cut, at
// full capacity, from one array per element type. Each call decodes
// afresh, so a caller may keep or change what it gets.
func Packs() []Pack {
	d := decoder{
		rules:    make([]Rule, genRules),
		commands: make([]command.Command, genCommands),
		strings:  make([]string, genStrings),
	}
	packs := make([]Pack, d.word())
	for i := range packs {
		g := &packs[i]
		m := d.word()
		g.File, g.Name, g.Description, g.Default = d.str(), d.str(), d.str(), d.word() != 0
		if m&1 != 0 {
			g.Rules = d.ruleList()
		}
	}
	if d.i != len(genTab) {
		panic("builtin: genTab not read to its end")
	}
	return packs
}

// decoder reads genTab in the order gen's encoder writes it.
type decoder struct {
	i        int
	rules    []Rule
	commands []command.Command
	strings  []string
}

// word reads the next number.
func (d *decoder) word() int {
	i := d.i
	d.i = i + 2
	_ = genTab[i+1]
	return int(genTab[i]) | int(genTab[i+1])<<8
}

// text returns text k.
func text(k int) string {
	e := genEnds[2*k : 2*k+4]
	return genText[int(e[0])|int(e[1])<<8 : int(e[2])|int(e[3])<<8]
}

// str reads a text.
func (d *decoder) str() string { return text(d.word()) }

func (d *decoder) stringList() []string {
	out := d.take(d.word())
	tab := genTab[d.i : d.i+2*len(out)]
	d.i += len(tab)
	for j := range out {
		out[j] = text(int(tab[2*j]) | int(tab[2*j+1])<<8)
	}
	return out
}

func (d *decoder) ruleList() []Rule {
	n := d.word()
	out := d.rules[:n:n]
	d.rules = d.rules[n:]
	for i := range out {
		d.rule(&out[i])
	}
	return out
}

// rule decodes one rule into r.
func (d *decoder) rule(r *Rule) {
	{
		m := d.word()
		r.ID = d.str()
		r.Decision = hook.Decision(d.str())
		if m&1 != 0 {
			r.Match = d.stringList()
		}
		if m&2 != 0 {
			r.Command = d.commandList()
		}
		r.Reason = d.str()
		r.Note = d.str()
		if m&4 != 0 {
			r.Modes = d.stringList()
		}
		if m&8 != 0 {
			r.Agents = d.stringList()
		}
		r.Line = d.word()
		r.Col = d.word()
	}
}

func (d *decoder) commandList() []command.Command {
	out := d.takeCommands(d.word())
	for i := range out {
		c := &out[i]
		m := d.word()
		if m&(1<<0) != 0 {
			c.Program = d.stringList()
		}
		if m&(1<<1) != 0 {
			c.Subcommand = d.stringList()
		}
		if m&(1<<2) != 0 {
			c.Flags = d.stringList()
		}
		if m&(1<<3) != 0 {
			c.AnyFlag = d.stringList()
		}
		if m&(1<<4) != 0 {
			c.NoFlag = d.stringList()
		}
		if m&(1<<5) != 0 {
			c.Operand = d.stringList()
		}
		if m&(1<<6) != 0 {
			c.NoOperand = d.stringList()
		}
		c.MinOperands = d.word()
		c.Target = d.str()
		if m&(1<<7) != 0 {
			c.Word = d.stringList()
		}
		if m&(1<<8) != 0 {
			c.DynamicWord = d.stringList()
		}
		if m&(1<<9) != 0 {
			c.Code = d.stringList()
		}
		c.Unresolved = d.word() != 0
		if m&(1<<10) != 0 {
			c.Nesting = d.stringList()
		}
		if m&(1<<11) != 0 {
			c.Why = d.stringList()
		}
	}
	return out
}

// take returns n elements of the array for strings, or a new array when
// the decoder has none left (decoding one rule).
func (d *decoder) take(n int) []string {
	if n > len(d.strings) {
		return make([]string, n)
	}
	out := d.strings[:n:n]
	d.strings = d.strings[n:]
	return out
}

func (d *decoder) takeCommands(n int) []command.Command {
	if n > len(d.commands) {
		return make([]command.Command, n)
	}
	out := d.commands[:n:n]
	d.commands = d.commands[n:]
	return out
}

// u16 is the i-th little-endian uint16 of s.
func u16(s string, i int) int {
	_ = s[2*i+1]
	return int(s[2*i]) | int(s[2*i+1])<<8
}

// ruleWords is the size of a rule's entry in genRuleIndex.
const ruleWords = 7

// NumPacks and NumRules are the numbers of packs and rules of Packs, a
// rule being numbered in the order of the packs and of its pack's rules.
func NumPacks() int { return genPacks }

func NumRules() int { return genRules }

// NumKeys is the number of index keys of every rule (RuleKeys), so that
// a caller appending them can make room once.
func NumKeys() int { return len(genKeys) / 4 }

// PackHead returns pack p of Packs without its rules, and the numbers
// of its first rule and of the rule after its last.
func PackHead(p int) (g Pack, first, end int) {
	d := decoder{i: 2 * u16(genPackIndex, 2*p)}
	d.word()
	g.File, g.Name, g.Description, g.Default = d.str(), d.str(), d.str(), d.word() != 0
	return g, u16(genPackIndex, 2*p+1), u16(genPackIndex, 2*p+3)
}

// RuleID returns the ID of rule i and the number of its pack.
func RuleID(i int) (string, int) {
	d := decoder{i: 2*u16(genRuleIndex, ruleWords*i) + 2}
	return d.str(), u16(genRuleIndex, ruleWords*i+1)
}

// RuleKeys appends to dst the hashed index keys of rule i (rules.KeyHash
// of each of rules.RuleKeys of the rule as package load builds it) and
// reports whether it may match a call whatever its words.
func RuleKeys(i int, dst []uint32) ([]uint32, bool) {
	k0, n := u16(genRuleIndex, ruleWords*i+2), u16(genRuleIndex, ruleWords*i+3)
	ks := genKeys[4*k0 : 4*(k0+n)]
	dst = slices.Grow(dst, n)
	for k := 0; k+3 < len(ks); k += 4 {
		dst = append(dst, uint32(ks[k])|uint32(ks[k+1])<<8|uint32(ks[k+2])<<16|uint32(ks[k+3])<<24)
	}
	return dst, u16(genRuleIndex, ruleWords*i+4) != 0
}

// DecodeRule returns rule i as Packs has it, decoding that rule alone.
func DecodeRule(i int) Rule {
	d := decoder{i: 2 * u16(genRuleIndex, ruleWords*i),
		strings:  make([]string, u16(genRuleIndex, ruleWords*i+5)),
		commands: make([]command.Command, u16(genRuleIndex, ruleWords*i+6)),
	}
	var r Rule
	d.rule(&r)
	return r
}

// RuleDecoder decodes rules one at a time, as DecodeRule does, into
// arrays it makes a chunk at a time rather than two for each rule; each
// rule's slices are cut from them at full capacity, so that an append to
// one never reaches another's. The zero value is ready for use.
type RuleDecoder struct {
	strings  []string
	commands []command.Command
}

// RuleSize returns how many strings and commands the slices of rule i
// take, as Decode cuts them from its arrays.
func RuleSize(i int) (strings, commands int) {
	return u16(genRuleIndex, ruleWords*i+5), u16(genRuleIndex, ruleWords*i+6)
}

// Reserve makes the decoder's arrays room for ns strings and nc commands
// more, in one array each (RuleSize summed over the rules a caller may
// decode): the rules decoded next are cut from them one after another,
// and memory past the last one decoded is never touched.
func (rd *RuleDecoder) Reserve(ns, nc int) {
	if len(rd.strings) < ns {
		rd.strings = make([]string, ns)
	}
	if len(rd.commands) < nc {
		rd.commands = make([]command.Command, nc)
	}
}

// Fits reports whether rule i fits in what is left of the decoder's
// arrays (Decode makes new ones for a rule that does not).
func (rd *RuleDecoder) Fits(i int) bool {
	ns, nc := RuleSize(i)
	return ns <= len(rd.strings) && nc <= len(rd.commands)
}

// Decode returns rule i as DecodeRule(i) does.
func (rd *RuleDecoder) Decode(i int) Rule {
	ns, nc := u16(genRuleIndex, ruleWords*i+5), u16(genRuleIndex, ruleWords*i+6)
	if len(rd.strings) < ns {
		rd.strings = make([]string, max(ns, 64))
	}
	if len(rd.commands) < nc {
		rd.commands = make([]command.Command, max(nc, 4))
	}
	d := decoder{i: 2 * u16(genRuleIndex, ruleWords*i), strings: rd.strings, commands: rd.commands}
	var r Rule
	d.rule(&r)
	rd.strings, rd.commands = d.strings, d.commands
	return r
}
