package builtin

import (
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

// end returns where text k ends in genText.
func end(k int) int {
	_ = genEnds[2*k+1]
	return int(genEnds[2*k]) | int(genEnds[2*k+1])<<8
}

// str reads a text.
func (d *decoder) str() string {
	k := d.word()
	return genText[end(k):end(k+1)]
}

func (d *decoder) stringList() []string {
	n := d.word()
	out := d.strings[:n:n]
	d.strings = d.strings[n:]
	for i := range out {
		out[i] = d.str()
	}
	return out
}

func (d *decoder) ruleList() []Rule {
	n := d.word()
	out := d.rules[:n:n]
	d.rules = d.rules[n:]
	for i := range out {
		r := &out[i]
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
	return out
}

func (d *decoder) commandList() []command.Command {
	n := d.word()
	out := d.commands[:n:n]
	d.commands = d.commands[n:]
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
