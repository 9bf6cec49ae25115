# Usage: MIRRORS=DIR python3 gather.py, in a folder holding repos.txt, where DIR/OWNER+NAME/repo is a
# git directory (a bare clone) of each repository of repos.txt. Copies every .swift file that imports SwiftUI from the mirrors named in repos.txt into files/,
# one name per file (OWNER__NAME__path), and writes sources.tsv (repo, commit, path).
import subprocess, os, sys
MIRRORS = os.environ.get("MIRRORS", "mirrors")
out = open('sources.tsv', 'w')
for repo in open('repos.txt').read().split():
    git = f"{MIRRORS}/{repo.replace('/', '+')}/repo"
    if not os.path.isdir(git): print('missing', repo); continue
    head = subprocess.run(['git', '-C', git, 'rev-parse', 'HEAD'], capture_output=True, text=True).stdout.strip()
    names = subprocess.run(['git', '-C', git, 'ls-tree', '-r', '--name-only', 'HEAD'], capture_output=True, text=True).stdout.split('\n')
    n = 0
    for p in names:
        if not p.endswith('.swift'): continue
        data = subprocess.run(['git', '-C', git, 'show', f'HEAD:{p}'], capture_output=True).stdout
        if b'import SwiftUI' not in data: continue
        local = repo.replace('/', '__') + '__' + p.replace('/', '__')
        open('files/' + local, 'wb').write(data)
        out.write(f'{repo}\t{head}\t{p}\n'); n += 1
    print(repo, n)
