#!/usr/bin/env python3
"""Code metrics of Sources/ for issue notes: public and package declarations,
their share of member declarations, functions over 60 lines and the longest.

Usage: python3 Scripts/code-metrics.py [Sources]

A member declaration is a func, init, var, let, struct, enum, class,
protocol, typealias, subscript or actor at file scope or in a type or
extension body (not inside a function; enum cases are not counted). The scanner
skips string literals and comments when it matches braces.
"""
import os, re, sys

root = sys.argv[1] if len(sys.argv) > 1 else "Sources"
DECL = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|package|internal|private|fileprivate|open|static|final|override|mutating|nonmutating|convenience|required|nonisolated|lazy|indirect|weak|unowned|dynamic|@\w+)\s+)*)(func|init|var|let|struct|enum|class|protocol|typealias|subscript|actor)\b')
TYPE = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|final|indirect)\s+)*(struct|enum|class|protocol|extension|actor)\b')
FUNC = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|static|final|override|mutating|nonmutating|convenience|required|nonisolated|@\w+)\s+)*(func\s+[^\s(<]+|init[?!]?|subscript)')

def strip(line, state):
    """Remove comments and string contents; state tracks multi-line strings/comments."""
    out = []
    i = 0
    while i < len(line):
        if state['block']:
            j = line.find('*/', i)
            if j < 0: return ''.join(out)
            state['block'] = False; i = j + 2; continue
        if state['multi']:
            j = line.find('"""', i)
            if j < 0: return ''.join(out)
            state['multi'] = False; i = j + 3; continue
        c = line[i]
        if line.startswith('//', i): break
        if line.startswith('/*', i): state['block'] = True; i += 2; continue
        if line.startswith('"""', i): state['multi'] = True; i += 3; continue
        if c == '"':
            i += 1
            while i < len(line) and line[i] != '"':
                i += 2 if line[i] == '\\' else 1
            i += 1; continue
        out.append(c); i += 1
    return ''.join(out)

public = package = total = 0
funcs = []
for dirpath, _, files in os.walk(root):
    for f in sorted(files):
        if not f.endswith('.swift'): continue
        path = os.path.join(dirpath, f)
        lines = open(path, encoding='utf-8').read().split('\n')
        state = {'block': False, 'multi': False}
        code = [strip(l, state) for l in lines]
        stack = []  # True for a type or extension body, False for code
        for n, l in enumerate(code):
            m = DECL.match(l)
            if m and all(stack):
                mods = m.group(1).split()
                total += 1
                if 'public' in mods or 'open' in mods: public += 1
                if 'package' in mods: package += 1
            is_type = bool(TYPE.match(l))
            for ch in l:
                if ch == '{': stack.append(is_type); is_type = False
                elif ch == '}' and stack: stack.pop()
            fm = FUNC.match(l)
            if fm:
                depth = 0; opened = False
                for k in range(n, len(code)):
                    for ch in code[k]:
                        if ch == '{': depth += 1; opened = True
                        elif ch == '}': depth -= 1
                    if opened and depth <= 0:
                        funcs.append((k - n + 1, f"{path}:{n+1}", fm.group(1)))
                        break
                    if not opened and k > n + 3: break
long = sorted([x for x in funcs if x[0] > 60], reverse=True)
print(f"member declarations: {total}; public: {public} ({100*public/max(total,1):.0f} %); package: {package}")
print(f"functions: {len(funcs)}; over 60 lines: {len(long)}")
for n, where, name in long[:int(os.environ.get('TOP', '5'))]:
    print(f"  {n:4d}  {name}  {where}")
