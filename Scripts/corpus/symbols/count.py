# Counts SF Symbols names in files/: string literals passed as `systemName:` (Image, UIImage,
# NSImage) or `systemImage:` (Label, Button, Tab, ContentUnavailableView ...). Prints
# name, files, repos, occurrences, ranked by files then occurrences.
import re, os, collections, sys
pat = re.compile(r'\b(?:systemName|systemImage|systemSymbolName)\s*:\s*"([a-z0-9][a-z0-9.]*)"')
files = collections.Counter(); occ = collections.Counter(); repos = collections.defaultdict(set)
for f in os.listdir('files'):
    text = open('files/' + f, encoding='utf-8', errors='replace').read()
    names = pat.findall(text)
    repo = '/'.join(f.split('__')[:2])
    for n in names: occ[n] += 1
    for n in set(names): files[n] += 1; repos[n].add(repo)
rank = sorted(files, key=lambda n: (-files[n], -occ[n], n))
with open('counts.tsv', 'w') as out:
    out.write('name\tfiles\trepos\toccurrences\n')
    for n in rank: out.write(f'{n}\t{files[n]}\t{len(repos[n])}\t{occ[n]}\n')
print(len(rank), 'names;', sum(occ.values()), 'occurrences')
