/**
 * The demo journal: posts as an editor would write them, in Markdown. The last one stays a draft,
 * so the admin dashboard has something to publish.
 */
export const BLOG_POSTS = [
  {
    title: 'The Rise of Food Trucks in Bengaluru',
    category: 'food-trends',
    tags: ['bengaluru', 'food trends', 'street food'],
    excerpt: 'How a handful of dosa carts grew into a city-wide movement of kitchens on wheels.',
    content: `Ten years ago, eating from a truck in Bengaluru meant a tea stall bolted to a tempo. Today the city has more than two hundred licensed food trucks, and on a Friday night the stretch between Indiranagar and Koramangala can feel like a festival.

## Why trucks, why now

Rent explains most of it. A 400 sq ft restaurant space on 100 Feet Road can cost more each month than a fully fitted truck costs in a year. For a young chef, a truck is the cheapest way to find out whether people will queue for their food.

The other half is the tech parks. Outer Ring Road employs hundreds of thousands of people who want a good lunch in under twenty minutes, and the parks would rather host a rotating line-up of trucks than build another food court.

## What people are ordering

- **Regional food done properly**: Mangalorean ghee roast, Kundapur chicken, Andhra meals.
- **Fusion that earns its place**: masala dosa quesadillas, ragi momos, filter-coffee tiramisu.
- **Late-night comfort**: rolls, shawarma and Maggi, as always.

## What comes next

Owners tell us the hardest part is not cooking, it is being found: a truck that moves three times a week loses customers every time it parks somewhere new. That is the problem DishRated was built to solve. Live locations, honest wait times and reviews that travel with the truck mean a regular can follow their favourite kitchen anywhere in the city.`,
  },
  {
    title: 'Truck Spotlight: Dosa Junction',
    category: 'truck-spotlights',
    tags: ['truck spotlight', 'south indian', 'koramangala'],
    excerpt: 'Meet the family behind the crispiest ghee roast in Koramangala.',
    content: `Lakshmi and Venkatesh Rao ran a small tiffin room in Mysuru for twenty years before their son Arjun talked them into a truck. "He said Bengaluru would come to us if we went to Bengaluru," Lakshmi laughs. Three years later, Dosa Junction sells around four hundred dosas on a good evening.

## The batter is the business

The batter is ground every morning on a stone grinder that travels in the truck. Rice from Mandya, urad dal soaked for exactly six hours, a spoon of fenugreek. "Machines make it smooth," Venkatesh says. "Stone makes it alive."

## What to order

1. **Ghee roast**: paper-thin, as long as your arm, with a coconut chutney that changes with the season.
2. **Benne masala**: the Davanagere style, thick and soft with a lake of butter.
3. **Filter coffee**: decoction brewed in brass, served in a steel tumbler and dabara.

## Finding them

Dosa Junction parks near Forum Mall on weekdays and at the Sunday market in HSR Layout. Follow them on DishRated for the day's spot: Arjun updates the location from his phone every time they move.

> "People leave a review and tell us the chutney was too spicy. Next week they come back for more." — Lakshmi Rao`,
  },
  {
    title: 'A Street Food Guide to Mumbai',
    category: 'city-guides',
    tags: ['mumbai', 'city guide', 'late night'],
    excerpt: 'From Carter Road to Colaba: where to find the best trucks after dark.',
    content: `Mumbai invented Indian street food as most of us know it, so a food truck here has to work harder than anywhere else. The ones that survive are very good.

## Bandra and Carter Road

The promenade is the city's unofficial truck park after 7 pm. Look for the kebab trucks near the amphitheatre and the dessert truck that does a saffron kulfi sundae. Parking is tight, so come by auto.

## Lower Parel and Worli

The mill compounds host lunchtime trucks for office crowds. Expect bowls rather than plates: biryani bowls, Goan pulao bowls and a very good Burmese khao suey.

## Powai

Hiranandani's wide roads make it the easiest place in the city to visit several trucks in one evening. Weekends bring a small night market beside the lake.

## Tips from regulars

- Check the truck's live location before you leave: many move between two spots in one evening.
- Carry small change and UPI both; networks drop in basements and by the sea.
- Monsoon evenings are quiet, which means short queues for anyone with an umbrella.

Every truck in this guide is on DishRated with its menu, schedule and current wait time.`,
  },
  {
    title: 'Make Restaurant-Style Pav Bhaji at Home',
    category: 'recipes',
    tags: ['recipe', 'pav bhaji', 'vegetarian'],
    excerpt: 'A food truck chef shares the butter-to-bhaji ratio that changed everything.',
    content: `Chef Imran Shaikh sells pav bhaji from a truck in Pune's Koregaon Park and was kind enough to share how he makes it. Serves four.

## Ingredients

- 3 medium potatoes, boiled and peeled
- 1 cup cauliflower florets and ½ cup green peas, boiled
- 1 large capsicum and 2 onions, finely chopped
- 4 tomatoes, finely chopped
- 1 tbsp ginger-garlic paste
- 2½ tbsp pav bhaji masala (a good store-bought one is fine)
- 1 tsp Kashmiri chilli powder
- 4 tbsp butter, plus more for the pav
- 8 pav, lemon, coriander and chopped onion to serve

## Method

1. Melt 2 tbsp butter on a wide pan. Fry the onions until soft, then the ginger-garlic paste for a minute.
2. Add the capsicum and cook for three minutes. Add the tomatoes and a pinch of salt and cook until they break down completely.
3. Stir in the masala and chilli powder with a splash of water so the spices do not burn.
4. Add the potatoes, cauliflower and peas and **mash everything on the pan** with a masher. This is the secret: the vegetables soak up the masala as you mash.
5. Add water to loosen, simmer for ten minutes and finish with the rest of the butter.
6. Slit the pav, toast them on butter with a pinch of masala, and serve with lemon, onion and coriander.

> "Butter is not a garnish. It is an ingredient." — Chef Imran`,
  },
  {
    title: 'Five Ways Food Trucks Cut Plastic Waste',
    category: 'sustainability',
    tags: ['sustainability', 'packaging', 'waste'],
    excerpt: 'Leaf plates, steel tumblers and deposit schemes that actually work.',
    content: `A busy truck can hand out a thousand containers in a weekend. We asked owners across eight cities what has actually worked for them.

## 1. Areca and sal leaf plates

They cost a little more than plastic, but customers notice and mention it in reviews. Several owners say the plates paid for themselves in goodwill within a month.

## 2. Steel tumblers with a deposit

A ₹20 deposit on a steel tumbler, returned when the tumbler comes back. Return rates above 90% are common at trucks with regulars.

## 3. Bring-your-own discounts

Five or ten rupees off for customers who bring their own box. Small, but it builds a habit.

## 4. Smaller default portions of chutney and sauce

Most single-use waste is the little sachet. Pump dispensers and steel bowls cut it almost to nothing.

## 5. Sorting bins next to the truck

Two clearly labelled bins, wet and dry, and a deal with a local composting service. Municipal rules in Bengaluru and Pune already require segregation at events.

None of these needs a grant or a new truck. If you run a truck and have found something that works, tell us: we will share the best ideas with every owner on DishRated.`,
  },
  {
    title: 'Starting a Food Truck in India: Licences You Need',
    category: 'business-tips',
    tags: ['business', 'licences', 'fssai'],
    excerpt: 'FSSAI, trade licence, fire NOC and parking permits, explained step by step.',
    content: `Paperwork is the part of running a food truck nobody warns you about. Requirements differ between states and cities, so treat this as a checklist to take to your local authority, not legal advice.

## The essentials

1. **FSSAI registration or licence.** Basic registration covers small businesses below the turnover threshold; most trucks with a real kitchen apply for a state licence.
2. **Vehicle registration and fitness certificate** from the RTO, with the body modification approved for commercial use.
3. **Trade or health licence** from your municipal corporation.
4. **Fire safety NOC**, especially if you cook with LPG on board.
5. **Shop and establishment registration** in states that require it for mobile vendors.
6. **GST registration** once your turnover crosses the threshold.

## Parking is its own project

Most cities do not allow trucks to trade just anywhere. Private land (tech parks, malls, college campuses) needs the owner's written permission; public spots usually need a vending permit under your city's street vending scheme.

## Budget and time

Owners we spoke to spent between four and ten weeks on paperwork. Start with FSSAI: inspectors often ask to see it before anything else.

Once you are licensed, apply to list your truck on DishRated from the Join as a Food Truck Owner page. We review applications within 2-3 business days.`,
  },
  {
    title: 'What 10,000 Reviews Taught Us About Wait Times',
    category: 'reviews',
    tags: ['reviews', 'data', 'wait times'],
    excerpt: 'The numbers behind the 15-minute rule and why it matters for ratings.',
    content: `We read ten thousand DishRated reviews (anonymised, of course) to find what separates a 4.6-star truck from a 3.9-star one. Food quality matters most, as you would hope. But the second biggest factor surprised us: **whether the wait matched what the truck said it would be**.

## The 15-minute rule

Reviews that mention waiting are far more negative when the wait passes fifteen minutes, and barely affected below it. A twenty-minute wait that was announced up front hurts much less than a twelve-minute wait that was not.

## Say it, then beat it

Trucks that update their wait time on DishRated and then serve a little faster than promised collect more five-star reviews that mention "quick" or "on time" than any other group.

## What owners can do

- Update the wait time when a queue builds, not after.
- Switch the truck to *Busy* during a rush: customers would rather know.
- Reply to reviews about waiting. A short, honest reply often turns a two-star visit into a return visit.

We built wait times and the Busy status into every truck page because of findings like these.`,
  },
  {
    title: 'Inside the Bengaluru Food Truck Festival',
    category: 'events',
    tags: ['events', 'bengaluru', 'festival'],
    excerpt: 'Forty trucks, one park and a very long queue for jigarthanda: notes from our biggest weekend yet.',
    content: `Last weekend forty food trucks parked in a ring around Freedom Park, and about eighteen thousand people came to eat.

## What sold out first

- **Jigarthanda** from a Madurai-style truck, gone by 7 pm on Saturday.
- **Ghee roast dosa**: Dosa Junction ran two tawas and still had a forty-minute wait.
- **Korean corn dogs**, to nobody's surprise.

## What we learned running it

Shared power points meant only six trucks needed generators, down from thirty last year. Steel plates on a deposit came back at a rate of 94%. And putting every truck's wait time on a big screen at the entrance spread the crowd far better than any signage.

## Next up

The festival comes back in March. Owners can join city events from their dashboard as soon as registration opens; diners can find every upcoming event on the Events page and add it to their calendar.`,
  },
  {
    title: 'Ten Dishes Worth Crossing Pune For',
    category: 'truck-spotlights',
    tags: ['pune', 'truck spotlight', 'must try'],
    excerpt: 'Misal, mastani and a vada pav with a secret chutney: our editors ate their way across the city.',
    content: `We asked Pune's most active reviewers where they would send a friend with one free evening. These ten came up again and again.

1. **Misal pav** at Misal Motors, Shivajinagar: the spiciest tarri in the city, with a side of buttermilk for the brave.
2. **Mango mastani** at Sweet Wheels, FC Road: a milkshake, an ice cream and a dessert in one glass.
3. **Vada pav** at Pav Bhaji Point, Viman Nagar: the dry garlic chutney is the secret.
4. **Pav bhaji** at the same truck, with more butter than is reasonable.
5. **Sabudana vada** on Kothrud's weekend market truck, crisp outside and soft inside.
6. **Kothimbir vadi** from a Koregaon Park truck that also does excellent chai.
7. **Chicken 65 rolls** at a Hinjewadi lunch truck built for tech-park crowds.
8. **Thalipeeth** with white butter, weekends only, in Aundh.
9. **Cold coffee** at a Baner truck that grinds its own beans.
10. **Shrewsbury-style biscuits**, sold by the dozen from a dessert truck near Camp.

Every truck here is on DishRated with its menu, schedule and live location, so you can plan the route before you leave.`,
  },
  {
    title: 'DishRated Arrives in Chennai and Hyderabad',
    category: 'news',
    tags: ['news', 'chennai', 'hyderabad'],
    excerpt: 'Two new cities, 80 new trucks and a beachside festival to celebrate.',
    content: `From next month, DishRated covers Chennai and Hyderabad, bringing the platform to twelve Indian cities.

## What launches

- About eighty trucks on day one, from Besant Nagar's beach-side kothu parotta to Gachibowli's biryani trucks.
- Live locations, menus and schedules for every launch partner.
- Events in both cities, starting with a two-day food truck festival on Elliot's Beach.

## For owners

Owners in both cities can apply today. Applications are reviewed within 2-3 business days, and the first three months are free for trucks that join before launch.

We cannot wait to taste what Chennai and Hyderabad have been cooking.`,
  },
] as const;
