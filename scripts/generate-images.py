"""Generates the offline SVG illustrations the seed data and screens use (no stock photos: no internet).
Run: python3 scripts/generate-images.py"""
import os

OUT = 'apps/web/public/images'

def truck(x, y, body, accent, scale=1.0, awning=True):
    s = scale
    parts = [f'<g transform="translate({x},{y}) scale({s})">',
             f'<rect x="0" y="40" width="300" height="150" rx="18" fill="{body}"/>',
             f'<path d="M300 80h70l50 55v55H300z" fill="{body}"/>',
             '<path d="M312 92h52l38 42h-90z" fill="#bfe8f5"/>',
             '<rect x="30" y="70" width="210" height="80" rx="8" fill="#1f2937"/>',
             '<rect x="40" y="80" width="190" height="60" rx="6" fill="#fde68a"/>',
             '<circle cx="80" cy="112" r="14" fill="#f97316"/><circle cx="120" cy="108" r="10" fill="#16a34a"/><circle cx="160" cy="114" r="12" fill="#dc2626"/><circle cx="200" cy="110" r="9" fill="#eab308"/>',
             '<rect x="30" y="150" width="210" height="12" rx="4" fill="#94a3b8"/>']
    if awning:
        stripes = ''.join(f'<path d="M{20+i*30} 40h30l-6 28h-30z" fill="{accent if i % 2 == 0 else "#fff"}"/>' for i in range(9))
        parts.append(stripes)
    parts += ['<circle cx="80" cy="195" r="28" fill="#111827"/><circle cx="80" cy="195" r="12" fill="#9ca3af"/>',
              '<circle cx="340" cy="195" r="28" fill="#111827"/><circle cx="340" cy="195" r="12" fill="#9ca3af"/>', '</g>']
    return ''.join(parts)

def write(path, svg):
    full = os.path.join(OUT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, 'w') as f:
        f.write(svg)

def card(w, h, c1, c2, inner, label=None):
    text = f'<text x="{w/2}" y="{h-36}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#fff" opacity="0.95">{label}</text>' if label else ''
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">'
            f'<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{c1}"/><stop offset="1" stop-color="{c2}"/></linearGradient></defs>'
            f'<rect width="{w}" height="{h}" fill="url(#g)"/>{inner}{text}</svg>')

def plate(cx, cy, food_colors):
    dots = ''.join(f'<circle cx="{cx + dx}" cy="{cy + dy}" r="{r}" fill="{c}"/>' for (dx, dy, r), c in zip([(-40, -10, 30), (30, -20, 26), (0, 30, 28), (45, 25, 18), (-35, 35, 16)], food_colors))
    return (f'<ellipse cx="{cx}" cy="{cy+10}" rx="150" ry="110" fill="#000" opacity="0.12"/>'
            f'<circle cx="{cx}" cy="{cy}" r="140" fill="#fff"/><circle cx="{cx}" cy="{cy}" r="110" fill="#f8fafc" stroke="#e2e8f0" stroke-width="4"/>{dots}')

CUISINES = {
    'north-indian': ('North Indian', '#b45309', '#f97316', ['#c2410c', '#facc15', '#fef3c7', '#16a34a', '#dc2626']),
    'south-indian': ('South Indian', '#15803d', '#84cc16', ['#fde68a', '#f59e0b', '#fff7ed', '#65a30d', '#b91c1c']),
    'chinese': ('Chinese', '#b91c1c', '#f43f5e', ['#fbbf24', '#dc2626', '#fef9c3', '#22c55e', '#78350f']),
    'italian': ('Italian', '#166534', '#dc2626', ['#ef4444', '#fef3c7', '#16a34a', '#f59e0b', '#fff']),
    'mexican': ('Mexican', '#c2410c', '#facc15', ['#16a34a', '#eab308', '#dc2626', '#78350f', '#fde68a']),
    'thai': ('Thai', '#047857', '#14b8a6', ['#22c55e', '#facc15', '#f97316', '#fef3c7', '#dc2626']),
    'japanese': ('Japanese', '#1e3a8a', '#e11d48', ['#fb7185', '#fff', '#111827', '#22c55e', '#fbbf24']),
    'american': ('American', '#1d4ed8', '#ef4444', ['#92400e', '#facc15', '#dc2626', '#16a34a', '#fef3c7']),
    'dessert': ('Dessert', '#db2777', '#f9a8d4', ['#fbcfe8', '#7c2d12', '#fde68a', '#f472b6', '#fff']),
    'vegan': ('Vegan', '#15803d', '#a3e635', ['#22c55e', '#84cc16', '#f97316', '#fde047', '#65a30d']),
    'bbq': ('BBQ', '#450a0a', '#ea580c', ['#7c2d12', '#dc2626', '#f59e0b', '#16a34a', '#fde68a']),
}

for slug, (label, c1, c2, foods) in CUISINES.items():
    write(f'food/{slug}.svg', card(800, 600, c1, c2, plate(400, 260, foods), label))

write('truck-side.svg', card(800, 600, '#0f766e', '#5eead4', '<rect y="470" width="800" height="130" fill="#334155"/>' + truck(180, 250, '#f97316', '#dc2626')))
write('truck-night.svg', card(800, 600, '#1e1b4b', '#6d28d9', '<circle cx="650" cy="120" r="50" fill="#fef9c3"/><rect y="470" width="800" height="130" fill="#1f2937"/>' + truck(180, 250, '#0d9488', '#facc15')))
write('hero-truck.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 400" width="560" height="400">'
      '<circle cx="280" cy="190" r="180" fill="#ffedd5"/><circle cx="430" cy="90" r="40" fill="#fde68a"/>'
      '<rect x="30" y="330" width="500" height="14" rx="7" fill="#e5e7eb"/>' + truck(60, 100, '#ea580c', '#0d9488', 1.0) + '</svg>')
write('placeholder-truck.svg', card(800, 600, '#fb923c', '#fdba74', truck(180, 200, '#fff7ed', '#ea580c'), 'Food Truck'))
for name, (c1, c2) in {'festival': ('#7c3aed', '#f472b6'), 'carnival': ('#0369a1', '#22d3ee'), 'market': ('#b45309', '#fbbf24'), 'truck': ('#0f766e', '#34d399'), 'offer': ('#be123c', '#fb7185')}.items():
    lights = ''.join(f'<circle cx="{60 + i*70}" cy="{80 + (i % 2) * 20}" r="10" fill="#fef08a"/>' for i in range(11))
    write(f'events/{name}.svg', card(800, 450, c1, c2, '<path d="M0 80 Q400 160 800 80" stroke="#fff" stroke-width="3" fill="none"/>' + lights + truck(200, 160, '#fff', c1, 0.9)))
for cat, (c1, c2) in {'food-trends': ('#ea580c', '#facc15'), 'truck-spotlights': ('#0d9488', '#a7f3d0'), 'city-guides': ('#1d4ed8', '#93c5fd'), 'recipes': ('#b91c1c', '#fca5a5'), 'sustainability': ('#15803d', '#bef264'), 'business-tips': ('#4338ca', '#c4b5fd'), 'reviews': ('#a16207', '#fde68a'), 'news': ('#334155', '#94a3b8'), 'events': ('#7c3aed', '#f472b6'), 'other': ('#57534e', '#d6d3d1')}.items():
    write(f'blog/{cat}.svg', card(800, 450, c1, c2, truck(200, 150, '#fff', c1, 0.9)))
print('images written to', OUT)
