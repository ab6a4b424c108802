package shell

import (
	"fmt"

	"github.com/pregate/pregate/third_party/mvdan.cc/sh/v3/syntax"
)

// walk is syntax.Walk, visiting the same nodes in the same order and
// calling f(nil) at the same points, without its costs: syntax.Walk
// defers inside a loop (for a comment after a statement), which makes
// every call of it, for every node, go through the runtime's deferred
// call machinery, and it copies each comment of a statement to the heap.
// A comment is passed here as a pointer into its node's list rather than
// to a copy of it; the callbacks read only its fields.
//
// TestWalkMatchesSyntaxWalk checks it against syntax.Walk.
func walk(node syntax.Node, f func(syntax.Node) bool) {
	if !f(node) {
		return
	}
	var after *syntax.Comment // what syntax.Walk defers: walked after f(nil)
	switch node := node.(type) {
	case *syntax.Stmt:
		for i := range node.Comments {
			c := &node.Comments[i]
			if !node.End().After(c.Pos()) {
				after = c
				break
			}
			walk(c, f)
		}
		if node.Cmd != nil {
			walk(cmdNode(node.Cmd), f)
		}
		for _, r := range node.Redirs {
			walk(r, f)
		}
	case *syntax.BinaryCmd:
		walk(node.X, f)
		walk(node.Y, f)
	case *syntax.CallExpr:
		for _, a := range node.Assigns {
			walk(a, f)
		}
		walkWords(node.Args, f)
	case *syntax.Word:
		for _, p := range node.Parts {
			walk(partNode(p), f)
		}
	case *syntax.Lit:
	case *syntax.SglQuoted:
	default:
		after = walkRest(node, f)
	}
	f(nil)
	if after != nil {
		walk(after, f)
	}
}

// walkRest is walk's switch for the nodes other than the few every
// command has. It is a function of its own so that walk's frame, which
// an && chain stacks twice per part (its statement and its list), stays
// small: the temporaries of all these cases made it 736 bytes. It
// returns the comment to walk after f(nil).
//
//go:noinline
func walkRest(node syntax.Node, f func(syntax.Node) bool) (after *syntax.Comment) {
	switch node := node.(type) {
	case *syntax.File:
		walkStmts(node.Stmts, f)
		walkComments(node.Last, f)
	case *syntax.Comment:
	case *syntax.Assign:
		if node.Name != nil {
			walk(node.Name, f)
		}
		if node.Value != nil {
			walk(node.Value, f)
		}
		if node.Index != nil {
			walk(arithNode(node.Index), f)
		}
		if node.Array != nil {
			walk(node.Array, f)
		}
	case *syntax.Redirect:
		if node.N != nil {
			walk(node.N, f)
		}
		walk(node.Word, f)
		if node.Hdoc != nil {
			walk(node.Hdoc, f)
		}
	case *syntax.Subshell:
		walkStmts(node.Stmts, f)
		walkComments(node.Last, f)
	case *syntax.Block:
		walkStmts(node.Stmts, f)
		walkComments(node.Last, f)
	case *syntax.IfClause:
		walkStmts(node.Cond, f)
		walkComments(node.CondLast, f)
		walkStmts(node.Then, f)
		walkComments(node.ThenLast, f)
		walkComments(node.Last, f)
		if node.Else != nil {
			walk(node.Else, f)
		}
	case *syntax.WhileClause:
		walkStmts(node.Cond, f)
		walkComments(node.CondLast, f)
		walkStmts(node.Do, f)
		walkComments(node.DoLast, f)
	case *syntax.ForClause:
		walk(loopNode(node.Loop), f)
		walkStmts(node.Do, f)
		walkComments(node.DoLast, f)
	case *syntax.WordIter:
		walk(node.Name, f)
		walkWords(node.Items, f)
	case *syntax.CStyleLoop:
		if node.Init != nil {
			walk(arithNode(node.Init), f)
		}
		if node.Cond != nil {
			walk(arithNode(node.Cond), f)
		}
		if node.Post != nil {
			walk(arithNode(node.Post), f)
		}
	case *syntax.FuncDecl:
		if node.Name != nil {
			walk(node.Name, f)
		}
		for _, n := range node.Names {
			walk(n, f)
		}
		walk(node.Body, f)
	case *syntax.DblQuoted:
		for _, p := range node.Parts {
			walk(partNode(p), f)
		}
	case *syntax.CmdSubst:
		walkStmts(node.Stmts, f)
		walkComments(node.Last, f)
	case *syntax.ParamExp:
		if node.Flags != nil {
			walk(node.Flags, f)
		}
		if node.Param != nil {
			walk(node.Param, f)
		}
		if node.NestedParam != nil {
			walk(partNode(node.NestedParam), f)
		}
		if node.Index != nil {
			walk(arithNode(node.Index), f)
		}
		if node.Slice != nil {
			if node.Slice.Offset != nil {
				walk(arithNode(node.Slice.Offset), f)
			}
			if node.Slice.Length != nil {
				walk(arithNode(node.Slice.Length), f)
			}
		}
		if node.Repl != nil {
			if node.Repl.Orig != nil {
				walk(node.Repl.Orig, f)
			}
			if node.Repl.With != nil {
				walk(node.Repl.With, f)
			}
		}
		if node.Exp != nil && node.Exp.Word != nil {
			walk(node.Exp.Word, f)
		}
	case *syntax.ArithmExp:
		walk(arithNode(node.X), f)
	case *syntax.ArithmCmd:
		walk(arithNode(node.X), f)
	case *syntax.BinaryArithm:
		walk(arithNode(node.X), f)
		walk(arithNode(node.Y), f)
	case *syntax.BinaryTest:
		walk(testNode(node.X), f)
		walk(testNode(node.Y), f)
	case *syntax.UnaryArithm:
		walk(arithNode(node.X), f)
	case *syntax.UnaryTest:
		walk(testNode(node.X), f)
	case *syntax.ParenArithm:
		walk(arithNode(node.X), f)
	case *syntax.FlagsArithm:
		walk(node.Flags, f)
		if node.X != nil {
			walk(arithNode(node.X), f)
		}
	case *syntax.ParenTest:
		walk(testNode(node.X), f)
	case *syntax.CaseClause:
		walk(node.Word, f)
		for _, it := range node.Items {
			walk(it, f)
		}
		walkComments(node.Last, f)
	case *syntax.CaseItem:
		for i := range node.Comments {
			c := &node.Comments[i]
			if c.Pos().After(node.Pos()) {
				after = c
				break
			}
			walk(c, f)
		}
		walkWords(node.Patterns, f)
		walkStmts(node.Stmts, f)
		walkComments(node.Last, f)
	case *syntax.TestClause:
		walk(testNode(node.X), f)
	case *syntax.DeclClause:
		for _, a := range node.Args {
			walk(a, f)
		}
	case *syntax.ArrayExpr:
		for _, e := range node.Elems {
			walk(e, f)
		}
		walkComments(node.Last, f)
	case *syntax.ArrayElem:
		for i := range node.Comments {
			c := &node.Comments[i]
			if c.Pos().After(node.Pos()) {
				after = c
				break
			}
			walk(c, f)
		}
		if node.Index != nil {
			walk(arithNode(node.Index), f)
		}
		if node.Value != nil {
			walk(node.Value, f)
		}
	case *syntax.ExtGlob:
		walk(node.Pattern, f)
	case *syntax.ProcSubst:
		walkStmts(node.Stmts, f)
		walkComments(node.Last, f)
	case *syntax.TimeClause:
		if node.Stmt != nil {
			walk(node.Stmt, f)
		}
	case *syntax.CoprocClause:
		if node.Name != nil {
			walk(node.Name, f)
		}
		walk(node.Stmt, f)
	case *syntax.LetClause:
		for _, x := range node.Exprs {
			walk(arithNode(x), f)
		}
	case *syntax.TestDecl:
		walk(node.Description, f)
		walk(node.Body, f)
	default:
		panic(fmt.Sprintf("walk: unexpected node type %T", node))
	}
	return after
}

// The children a node holds as another interface than syntax.Node (a
// Command, a WordPart, an arithmetic or test expression, a loop) are
// passed on through these switches on their concrete types: converting
// one interface to another goes through the runtime's type-assertion
// cache, and each first use of it in a process, one per call site and
// type, is a lookup in the runtime's tables. A type the switches do not
// list is converted as before. They are not inlined: walk would hold a
// copy of each fallback. TestWalkMatchesSyntaxWalk holds the walk to
// syntax.Walk, which converts.

//go:noinline
func cmdNode(x syntax.Command) syntax.Node {
	switch x := x.(type) {
	case *syntax.CallExpr:
		return x
	case *syntax.BinaryCmd:
		return x
	case *syntax.Subshell:
		return x
	case *syntax.Block:
		return x
	case *syntax.IfClause:
		return x
	case *syntax.WhileClause:
		return x
	case *syntax.ForClause:
		return x
	case *syntax.CaseClause:
		return x
	case *syntax.FuncDecl:
		return x
	case *syntax.DeclClause:
		return x
	case *syntax.ArithmCmd:
		return x
	case *syntax.TestClause:
		return x
	case *syntax.LetClause:
		return x
	case *syntax.TimeClause:
		return x
	case *syntax.CoprocClause:
		return x
	case *syntax.TestDecl:
		return x
	}
	return x
}

//go:noinline
func partNode(x syntax.WordPart) syntax.Node {
	switch x := x.(type) {
	case *syntax.Lit:
		return x
	case *syntax.SglQuoted:
		return x
	case *syntax.DblQuoted:
		return x
	case *syntax.ParamExp:
		return x
	case *syntax.CmdSubst:
		return x
	case *syntax.ArithmExp:
		return x
	case *syntax.ProcSubst:
		return x
	case *syntax.ExtGlob:
		return x
	case *syntax.BraceExp:
		return x
	}
	return x
}

//go:noinline
func arithNode(x syntax.ArithmExpr) syntax.Node {
	switch x := x.(type) {
	case *syntax.Word:
		return x
	case *syntax.BinaryArithm:
		return x
	case *syntax.UnaryArithm:
		return x
	case *syntax.ParenArithm:
		return x
	case *syntax.FlagsArithm:
		return x
	}
	return x
}

//go:noinline
func testNode(x syntax.TestExpr) syntax.Node {
	switch x := x.(type) {
	case *syntax.Word:
		return x
	case *syntax.BinaryTest:
		return x
	case *syntax.UnaryTest:
		return x
	case *syntax.ParenTest:
		return x
	}
	return x
}

//go:noinline
func loopNode(x syntax.Loop) syntax.Node {
	switch x := x.(type) {
	case *syntax.WordIter:
		return x
	case *syntax.CStyleLoop:
		return x
	}
	return x
}

func walkStmts(list []*syntax.Stmt, f func(syntax.Node) bool) {
	for _, s := range list {
		walk(s, f)
	}
}

func walkWords(list []*syntax.Word, f func(syntax.Node) bool) {
	for _, w := range list {
		walk(w, f)
	}
}

func walkComments(list []syntax.Comment, f func(syntax.Node) bool) {
	for i := range list {
		walk(&list[i], f)
	}
}
