import type { Cuisine } from '@dishrated/shared';

export interface Locality {
  name: string;
  lat: number;
  lng: number;
}

export interface City {
  name: string;
  state: string;
  localities: Locality[];
}

export const CITIES: City[] = [
  {
    name: 'Bengaluru',
    state: 'Karnataka',
    localities: [
      { name: 'Koramangala 5th Block', lat: 12.9352, lng: 77.6146 },
      { name: 'Indiranagar 100 Feet Road', lat: 12.9719, lng: 77.6412 },
      { name: 'HSR Layout Sector 2', lat: 12.9116, lng: 77.6474 },
      { name: 'MG Road', lat: 12.9756, lng: 77.6066 },
      { name: 'Jayanagar 4th Block', lat: 12.9308, lng: 77.5838 },
      { name: 'Whitefield Main Road', lat: 12.9698, lng: 77.75 },
      { name: 'Malleshwaram 8th Cross', lat: 13.0035, lng: 77.5709 },
      { name: 'Church Street', lat: 12.9747, lng: 77.6057 },
    ],
  },
  {
    name: 'Mumbai',
    state: 'Maharashtra',
    localities: [
      { name: 'Bandra West, Carter Road', lat: 19.0646, lng: 72.8226 },
      { name: 'Juhu Beach', lat: 19.0988, lng: 72.8267 },
      { name: 'Lower Parel', lat: 18.9986, lng: 72.8302 },
      { name: 'Colaba Causeway', lat: 18.9151, lng: 72.8258 },
      { name: 'Powai, Hiranandani Gardens', lat: 19.1176, lng: 72.906 },
      { name: 'Andheri West, Lokhandwala', lat: 19.1424, lng: 72.8245 },
      { name: 'Dadar West', lat: 19.0195, lng: 72.8436 },
    ],
  },
  {
    name: 'Delhi',
    state: 'Delhi',
    localities: [
      { name: 'Connaught Place', lat: 28.6315, lng: 77.2167 },
      { name: 'Hauz Khas Village', lat: 28.5535, lng: 77.1944 },
      { name: 'Chandni Chowk', lat: 28.6506, lng: 77.2303 },
      { name: 'Saket', lat: 28.5245, lng: 77.2066 },
      { name: 'Lajpat Nagar', lat: 28.5677, lng: 77.2433 },
      { name: 'Rajouri Garden', lat: 28.6415, lng: 77.1209 },
      { name: 'Khan Market', lat: 28.6002, lng: 77.2269 },
    ],
  },
  {
    name: 'Pune',
    state: 'Maharashtra',
    localities: [
      { name: 'Koregaon Park', lat: 18.5362, lng: 73.8939 },
      { name: 'FC Road', lat: 18.5236, lng: 73.8412 },
      { name: 'Viman Nagar', lat: 18.5679, lng: 73.9143 },
      { name: 'Baner', lat: 18.559, lng: 73.7868 },
      { name: 'Kothrud', lat: 18.5074, lng: 73.8077 },
      { name: 'Camp, MG Road', lat: 18.5158, lng: 73.8797 },
    ],
  },
  {
    name: 'Hyderabad',
    state: 'Telangana',
    localities: [
      { name: 'Banjara Hills Road No. 12', lat: 17.4156, lng: 78.4347 },
      { name: 'Jubilee Hills', lat: 17.4326, lng: 78.4071 },
      { name: 'HITEC City', lat: 17.4435, lng: 78.3772 },
      { name: 'Gachibowli', lat: 17.4401, lng: 78.3489 },
      { name: 'Charminar', lat: 17.3616, lng: 78.4747 },
    ],
  },
  {
    name: 'Chennai',
    state: 'Tamil Nadu',
    localities: [
      { name: 'Besant Nagar Beach', lat: 13.0002, lng: 80.2668 },
      { name: 'T. Nagar', lat: 13.0418, lng: 80.2341 },
      { name: 'Anna Nagar', lat: 13.085, lng: 80.2101 },
      { name: 'Adyar', lat: 13.0012, lng: 80.2565 },
      { name: 'Marina Beach', lat: 13.05, lng: 80.2824 },
    ],
  },
];

interface DishTemplate {
  name: string;
  description: string;
  price: number;
  category: string;
  veg: boolean;
  vegan?: boolean;
  allergens?: string[];
  /** What trucks of the cuisine are known for: on every such truck's menu, and available. */
  signature?: boolean;
}

export interface CuisineProfile {
  cuisine: Cuisine;
  names: string[];
  tags: string[];
  description: string;
  priceRanges: Array<'budget' | 'mid' | 'premium'>;
  dishes: DishTemplate[];
}

export const CUISINE_PROFILES: CuisineProfile[] = [
  {
    cuisine: 'North Indian',
    names: ['Tandoor Express', 'Amritsari Tadka', 'Punjab Da Dhaba on Wheels', 'Butter Chicken Bus', 'Chole Kulche Co.', 'Lahori Gate Grill'],
    tags: ['Punjabi', 'Tandoori', 'Spicy', 'Curry', 'Street Food'],
    description: 'Slow-cooked curries, smoky tandoori and buttery breads from the heart of Punjab.',
    priceRanges: ['budget', 'mid', 'mid'],
    dishes: [
      { name: 'Butter Chicken', description: 'Tandoori chicken simmered in a velvety tomato and butter gravy.', price: 280, category: 'Mains', veg: false, allergens: ['dairy'] },
      { name: 'Dal Makhani', description: 'Black lentils slow-cooked overnight with cream and butter.', price: 190, category: 'Mains', veg: true, allergens: ['dairy'] },
      { name: 'Paneer Tikka', description: 'Char-grilled cottage cheese marinated in spiced yoghurt.', price: 220, category: 'Starters', veg: true, allergens: ['dairy'] },
      { name: 'Amritsari Kulcha', description: 'Stuffed potato bread baked in the tandoor, served with chole.', price: 150, category: 'Breads', veg: true, allergens: ['gluten', 'dairy'] },
      { name: 'Chole Bhature', description: 'Spiced chickpeas with two puffed fried breads.', price: 140, category: 'Mains', veg: true, allergens: ['gluten'], signature: true },
      { name: 'Chicken Seekh Kebab', description: 'Minced chicken skewers with mint chutney.', price: 240, category: 'Starters', veg: false },
      { name: 'Garlic Naan', description: 'Tandoor-baked bread brushed with garlic butter.', price: 60, category: 'Breads', veg: true, allergens: ['gluten', 'dairy'] },
      { name: 'Lucknowi Chicken Biryani', description: 'Fragrant dum-cooked basmati with tender chicken, served with raita.', price: 260, category: 'Mains', veg: false, allergens: ['dairy'] },
      { name: 'Rajma Chawal', description: 'Kidney bean curry with steamed basmati rice.', price: 160, category: 'Mains', veg: true, vegan: true },
      { name: 'Sweet Lassi', description: 'Thick churned yoghurt drink topped with malai.', price: 80, category: 'Drinks', veg: true, allergens: ['dairy'] },
      { name: 'Gulab Jamun', description: 'Two warm milk dumplings in cardamom syrup.', price: 70, category: 'Desserts', veg: true, allergens: ['dairy', 'gluten'] },
    ],
  },
  {
    cuisine: 'South Indian',
    names: ['Dosa Junction', 'Idli Express', 'Udupi on the Go', 'Chettinad Wheels', 'Filter Kaapi Cart', 'Malabar Meals Truck'],
    tags: ['Dosa', 'Breakfast', 'Filter Coffee', 'Vegetarian', 'Healthy'],
    description: 'Crisp dosas, fluffy idlis and strong filter coffee, made fresh to order.',
    priceRanges: ['budget', 'budget', 'mid'],
    dishes: [
      { name: 'Masala Dosa', description: 'Crisp rice crepe with spiced potato filling, sambar and chutneys.', price: 90, category: 'Dosas', veg: true, vegan: true, signature: true },
      { name: 'Ghee Roast Dosa', description: 'Paper-thin dosa roasted in pure ghee.', price: 120, category: 'Dosas', veg: true, allergens: ['dairy'] },
      { name: 'Mysore Masala Dosa', description: 'Dosa layered with fiery red chutney and potato masala.', price: 110, category: 'Dosas', veg: true, vegan: true },
      { name: 'Idli Vada Combo', description: 'Two steamed idlis and a crisp medu vada with sambar.', price: 80, category: 'Breakfast', veg: true, vegan: true },
      { name: 'Rava Upma', description: 'Semolina cooked with vegetables, mustard seeds and curry leaves.', price: 70, category: 'Breakfast', veg: true, allergens: ['gluten'] },
      { name: 'Chettinad Chicken Curry', description: 'Pepper-forward curry with roasted coconut and spices.', price: 240, category: 'Mains', veg: false },
      { name: 'Curd Rice', description: 'Cooling rice with yoghurt, tempered with mustard and ginger.', price: 90, category: 'Mains', veg: true, allergens: ['dairy'] },
      { name: 'Appam with Stew', description: 'Lacy rice hoppers with coconut vegetable stew.', price: 150, category: 'Mains', veg: true, vegan: true },
      { name: 'Filter Coffee', description: 'Chicory-blend coffee with frothed hot milk.', price: 40, category: 'Drinks', veg: true, allergens: ['dairy'] },
      { name: 'Kesari Bath', description: 'Saffron semolina pudding with cashews and raisins.', price: 60, category: 'Desserts', veg: true, allergens: ['dairy', 'nuts', 'gluten'] },
    ],
  },
  {
    cuisine: 'Chinese',
    names: ['Wok This Way', 'Dragon Wok', 'Tangra Street Kitchen', 'Momo Mobile', 'Hakka House Truck'],
    tags: ['Indo-Chinese', 'Noodles', 'Momos', 'Spicy', 'Street Food'],
    description: 'Indo-Chinese favourites tossed in a blazing wok: noodles, manchurian and momos.',
    priceRanges: ['budget', 'mid'],
    dishes: [
      { name: 'Veg Hakka Noodles', description: 'Wok-tossed noodles with crunchy vegetables and soy.', price: 150, category: 'Noodles', veg: true, vegan: true, allergens: ['gluten', 'soy'] },
      { name: 'Chicken Schezwan Noodles', description: 'Spicy Schezwan noodles with chicken strips.', price: 190, category: 'Noodles', veg: false, allergens: ['gluten', 'soy'] },
      { name: 'Gobi Manchurian', description: 'Crisp cauliflower in a tangy garlic-soy glaze.', price: 160, category: 'Starters', veg: true, allergens: ['gluten', 'soy'] },
      { name: 'Chilli Paneer', description: 'Paneer cubes tossed with peppers and green chillies.', price: 200, category: 'Starters', veg: true, allergens: ['dairy', 'soy'] },
      { name: 'Steamed Veg Momos', description: 'Eight dumplings with fiery red chutney.', price: 110, category: 'Momos', veg: true, allergens: ['gluten'], signature: true },
      { name: 'Fried Chicken Momos', description: 'Crisp chicken dumplings with mayo dip.', price: 140, category: 'Momos', veg: false, allergens: ['gluten', 'egg'] },
      { name: 'Chicken Fried Rice', description: 'Egg and chicken fried rice with spring onion.', price: 180, category: 'Rice', veg: false, allergens: ['egg', 'soy'] },
      { name: 'Hot and Sour Soup', description: 'Peppery soup with vegetables and tofu.', price: 100, category: 'Soups', veg: true, vegan: true, allergens: ['soy'] },
    ],
  },
  {
    cuisine: 'Italian',
    names: ['Pasta La Vista', 'Napoli Wheels', 'The Wood-Fired Van', 'Slice of Roma'],
    tags: ['Pizza', 'Pasta', 'Wood-fired', 'Cheesy'],
    description: 'Wood-fired pizzas and fresh pasta, baked in a real oven on four wheels.',
    priceRanges: ['mid', 'premium'],
    dishes: [
      { name: 'Margherita Pizza', description: 'San Marzano tomato, fresh mozzarella and basil.', price: 320, category: 'Pizza', veg: true, allergens: ['gluten', 'dairy'] },
      { name: 'Pepperoni Pizza', description: 'Chicken pepperoni, mozzarella and oregano.', price: 420, category: 'Pizza', veg: false, allergens: ['gluten', 'dairy'] },
      { name: 'Penne Arrabbiata', description: 'Penne in a spicy garlic and tomato sauce.', price: 280, category: 'Pasta', veg: true, vegan: true, allergens: ['gluten'] },
      { name: 'Spaghetti Aglio e Olio', description: 'Garlic, chilli flakes and extra virgin olive oil.', price: 260, category: 'Pasta', veg: true, vegan: true, allergens: ['gluten'] },
      { name: 'Alfredo Fettuccine', description: 'Creamy parmesan sauce with mushrooms.', price: 340, category: 'Pasta', veg: true, allergens: ['gluten', 'dairy'] },
      { name: 'Garlic Bread', description: 'Toasted baguette with herb butter and cheese.', price: 150, category: 'Sides', veg: true, allergens: ['gluten', 'dairy'] },
      { name: 'Tiramisu', description: 'Espresso-soaked ladyfingers with mascarpone.', price: 220, category: 'Desserts', veg: true, allergens: ['gluten', 'dairy', 'egg'] },
      { name: 'Bruschetta', description: 'Grilled bread with tomato, garlic and basil.', price: 180, category: 'Sides', veg: true, vegan: true, allergens: ['gluten'] },
    ],
  },
  {
    cuisine: 'Mexican',
    names: ['Taco Tuk-Tuk', 'Burrito Bandit', 'El Camion Masala', 'Salsa on Wheels'],
    tags: ['Tacos', 'Burritos', 'Fusion', 'Spicy'],
    description: 'Tacos and burritos with an Indian twist: think tandoori paneer in a soft tortilla.',
    priceRanges: ['mid', 'mid', 'premium'],
    dishes: [
      { name: 'Paneer Tikka Tacos', description: 'Three soft tacos with tandoori paneer and pickled onion.', price: 240, category: 'Tacos', veg: true, allergens: ['dairy', 'gluten'] },
      { name: 'Chicken Chipotle Burrito', description: 'Smoky chicken, rice, beans and cheese wrapped tight.', price: 290, category: 'Burritos', veg: false, allergens: ['gluten', 'dairy'] },
      { name: 'Bean and Corn Quesadilla', description: 'Grilled tortilla with beans, corn and melted cheese.', price: 220, category: 'Quesadillas', veg: true, allergens: ['gluten', 'dairy'] },
      { name: 'Loaded Nachos', description: 'Corn chips with salsa, jalapeños, sour cream and cheese.', price: 210, category: 'Sides', veg: true, allergens: ['dairy'] },
      { name: 'Veggie Burrito Bowl', description: 'Cilantro rice, black beans, fajita vegetables and salsa.', price: 260, category: 'Bowls', veg: true, vegan: true },
      { name: 'Churros', description: 'Cinnamon-sugar churros with chocolate dip.', price: 150, category: 'Desserts', veg: true, allergens: ['gluten', 'dairy'] },
      { name: 'Fish Tacos', description: 'Crisp basa, cabbage slaw and lime crema.', price: 280, category: 'Tacos', veg: false, allergens: ['fish', 'gluten', 'dairy'] },
    ],
  },
  {
    cuisine: 'Thai',
    names: ['Bangkok Bites', 'Thai Tuk Tuk Kitchen', 'Lemongrass Lane'],
    tags: ['Curry', 'Noodles', 'Spicy', 'Asian'],
    description: 'Fragrant Thai curries and pad thai cooked with fresh galangal and lemongrass.',
    priceRanges: ['mid', 'premium'],
    dishes: [
      { name: 'Pad Thai', description: 'Rice noodles with tamarind, peanuts and bean sprouts.', price: 260, category: 'Noodles', veg: true, allergens: ['peanuts', 'soy'] },
      { name: 'Thai Green Curry', description: 'Coconut green curry with vegetables and jasmine rice.', price: 290, category: 'Curries', veg: true, vegan: true },
      { name: 'Chicken Red Curry', description: 'Red curry with bamboo shoots and chicken.', price: 320, category: 'Curries', veg: false },
      { name: 'Tom Yum Soup', description: 'Hot and sour lemongrass soup.', price: 180, category: 'Soups', veg: true, vegan: true },
      { name: 'Raw Papaya Salad', description: 'Som tam with lime, chilli and peanuts.', price: 200, category: 'Salads', veg: true, vegan: true, allergens: ['peanuts'] },
      { name: 'Mango Sticky Rice', description: 'Sweet coconut sticky rice with Alphonso mango.', price: 210, category: 'Desserts', veg: true, vegan: true },
    ],
  },
  {
    cuisine: 'Japanese',
    names: ['Ramen Rickshaw', 'Sushi Shuttle', 'Tokyo Tiffin'],
    tags: ['Ramen', 'Sushi', 'Asian', 'Premium'],
    description: 'Slow-simmered ramen and hand-rolled sushi from a chef trained in Osaka.',
    priceRanges: ['premium', 'mid'],
    dishes: [
      { name: 'Shoyu Chicken Ramen', description: 'Soy broth, chashu chicken, soft egg and nori.', price: 420, category: 'Ramen', veg: false, allergens: ['gluten', 'soy', 'egg'] },
      { name: 'Miso Veg Ramen', description: 'Miso broth with tofu, corn and bok choy.', price: 380, category: 'Ramen', veg: true, vegan: true, allergens: ['gluten', 'soy'] },
      { name: 'Avocado Maki', description: 'Eight pieces of avocado and cucumber roll.', price: 340, category: 'Sushi', veg: true, vegan: true, allergens: ['soy'] },
      { name: 'Salmon Nigiri', description: 'Four pieces of fresh Norwegian salmon nigiri.', price: 560, category: 'Sushi', veg: false, allergens: ['fish', 'soy'] },
      { name: 'Chicken Katsu Curry', description: 'Panko-crumbed chicken with Japanese curry and rice.', price: 450, category: 'Mains', veg: false, allergens: ['gluten', 'egg'] },
      { name: 'Edamame', description: 'Steamed soybeans with sea salt.', price: 180, category: 'Sides', veg: true, vegan: true, allergens: ['soy'] },
      { name: 'Matcha Cheesecake', description: 'Baked cheesecake with ceremonial-grade matcha.', price: 260, category: 'Desserts', veg: true, allergens: ['dairy', 'gluten', 'egg'] },
    ],
  },
  {
    cuisine: 'American',
    names: ['Burger Bandwagon', 'The Grill Truck', 'Fries and Shakes Co.', 'Smash Street'],
    tags: ['Burgers', 'Fries', 'Shakes', 'Comfort Food'],
    description: 'Smash burgers, crinkle-cut fries and thick shakes, American diner style.',
    priceRanges: ['mid', 'mid', 'premium'],
    dishes: [
      { name: 'Classic Smash Burger', description: 'Double smashed chicken patty, cheese and house sauce.', price: 260, category: 'Burgers', veg: false, allergens: ['gluten', 'dairy', 'egg'] },
      { name: 'Crispy Paneer Burger', description: 'Fried paneer slab with chipotle mayo.', price: 220, category: 'Burgers', veg: true, allergens: ['gluten', 'dairy', 'egg'] },
      { name: 'Peri Peri Fries', description: 'Crinkle-cut fries dusted with peri peri spice.', price: 130, category: 'Sides', veg: true, vegan: true },
      { name: 'Buffalo Wings', description: 'Six wings tossed in buffalo sauce with ranch.', price: 280, category: 'Sides', veg: false, allergens: ['dairy'] },
      { name: 'Hot Dog', description: 'Chicken frank with mustard, onions and relish.', price: 180, category: 'Mains', veg: false, allergens: ['gluten'] },
      { name: 'Oreo Shake', description: 'Thick shake with vanilla ice cream and cookies.', price: 170, category: 'Drinks', veg: true, allergens: ['dairy', 'gluten'] },
      { name: 'Mac and Cheese', description: 'Baked macaroni with a three-cheese sauce.', price: 240, category: 'Mains', veg: true, allergens: ['gluten', 'dairy'] },
    ],
  },
  {
    cuisine: 'Dessert',
    names: ['Kulfi Cart Co.', 'Sweet Tooth Truck', 'Waffle Wagon', 'Gelato on Wheels', 'Jalebi Junction'],
    tags: ['Dessert', 'Ice Cream', 'Sweet', 'Kulfi'],
    description: 'Handmade kulfi, warm waffles and Indian sweets for the end of any meal.',
    priceRanges: ['budget', 'mid'],
    dishes: [
      { name: 'Malai Kulfi', description: 'Slow-reduced milk kulfi with pistachio.', price: 70, category: 'Kulfi', veg: true, allergens: ['dairy', 'nuts'] },
      { name: 'Mango Kulfi', description: 'Alphonso mango kulfi on a stick.', price: 80, category: 'Kulfi', veg: true, allergens: ['dairy'] },
      { name: 'Belgian Chocolate Waffle', description: 'Crisp waffle with molten dark chocolate.', price: 180, category: 'Waffles', veg: true, allergens: ['gluten', 'dairy', 'egg'] },
      { name: 'Hot Jalebi with Rabri', description: 'Crisp jalebis with thickened sweet milk.', price: 120, category: 'Indian Sweets', veg: true, allergens: ['gluten', 'dairy'] },
      { name: 'Falooda', description: 'Rose milk with vermicelli, basil seeds and ice cream.', price: 150, category: 'Drinks', veg: true, allergens: ['dairy', 'gluten'] },
      { name: 'Brownie Sundae', description: 'Warm walnut brownie with vanilla ice cream.', price: 190, category: 'Sundaes', veg: true, allergens: ['gluten', 'dairy', 'nuts', 'egg'] },
      { name: 'Coconut Sorbet', description: 'Dairy-free sorbet made with tender coconut.', price: 110, category: 'Sorbets', veg: true, vegan: true },
    ],
  },
  {
    cuisine: 'Vegan',
    names: ['Green Bowl Truck', 'Plant Power Wagon', 'The Jackfruit Van'],
    tags: ['Vegan', 'Healthy', 'Plant-based', 'Gluten-free options'],
    description: 'Plant-based bowls, jackfruit wraps and cold-pressed juices. No dairy, no eggs.',
    priceRanges: ['mid', 'premium'],
    dishes: [
      { name: 'Jackfruit Kathi Roll', description: 'Pulled masala jackfruit in a whole-wheat paratha.', price: 210, category: 'Wraps', veg: true, vegan: true, allergens: ['gluten'] },
      { name: 'Buddha Bowl', description: 'Quinoa, roasted vegetables, chickpeas and tahini.', price: 290, category: 'Bowls', veg: true, vegan: true, allergens: ['sesame'] },
      { name: 'Tofu Tikka', description: 'Tandoori-spiced tofu with mint chutney.', price: 230, category: 'Starters', veg: true, vegan: true, allergens: ['soy'] },
      { name: 'Millet Khichdi', description: 'Foxtail millet and moong dal with vegetables.', price: 180, category: 'Mains', veg: true, vegan: true },
      { name: 'Cold-pressed Green Juice', description: 'Spinach, cucumber, apple and ginger.', price: 150, category: 'Drinks', veg: true, vegan: true },
      { name: 'Vegan Chocolate Mousse', description: 'Avocado and cocoa mousse with berries.', price: 170, category: 'Desserts', veg: true, vegan: true },
    ],
  },
  {
    cuisine: 'BBQ',
    names: ['Smokehouse on Wheels', 'Coal and Fire BBQ', 'Bhuna Barbecue Bus'],
    tags: ['BBQ', 'Grill', 'Smoky', 'Non-veg'],
    description: 'Charcoal-grilled kebabs and slow-smoked meats with Indian marinades.',
    priceRanges: ['mid', 'premium'],
    dishes: [
      { name: 'Smoked Chicken Wings', description: 'Hickory-smoked wings with tamarind BBQ glaze.', price: 290, category: 'Grill', veg: false },
      { name: 'Mutton Galouti Kebab', description: 'Melt-in-the-mouth minced mutton kebabs.', price: 380, category: 'Grill', veg: false },
      { name: 'Tandoori Pomfret', description: 'Whole pomfret in Koliwada marinade.', price: 520, category: 'Grill', veg: false, allergens: ['fish'] },
      { name: 'BBQ Paneer Skewers', description: 'Paneer, peppers and onion with smoky glaze.', price: 260, category: 'Grill', veg: true, allergens: ['dairy'] },
      { name: 'Pulled Chicken Slider', description: 'Two sliders with coleslaw.', price: 240, category: 'Sandwiches', veg: false, allergens: ['gluten', 'egg'] },
      { name: 'Corn on the Cob', description: 'Charred corn with lime and chilli salt.', price: 90, category: 'Sides', veg: true, vegan: true },
      { name: 'Masala Chaas', description: 'Spiced buttermilk with roasted cumin.', price: 60, category: 'Drinks', veg: true, allergens: ['dairy'] },
    ],
  },
  {
    cuisine: 'Street Food',
    names: ['Bambaiya Chaat Cart', 'Vada Pav Junction', 'Chowpatty on Wheels', 'Golgappa Gali', 'Chai Sutta Truck'],
    tags: ['Chaat', 'Vada Pav', 'Chai', 'Street Food', 'Vegetarian'],
    description: 'Vada pav, pav bhaji and chaat the way the city eats them, with cutting chai and cold coffee.',
    priceRanges: ['budget', 'budget', 'mid'],
    dishes: [
      { name: 'Vada Pav', description: 'Spiced potato fritter in a soft pav with dry garlic and green chutneys.', price: 30, category: 'Pav', veg: true, vegan: true, allergens: ['gluten'], signature: true },
      { name: 'Pav Bhaji', description: 'Buttery mashed vegetable curry with two toasted pavs, onion and lemon.', price: 120, category: 'Pav', veg: true, allergens: ['gluten', 'dairy'], signature: true },
      { name: 'Misal Pav', description: 'Fiery sprouted-moth curry topped with farsan, with pav.', price: 110, category: 'Pav', veg: true, vegan: true, allergens: ['gluten'] },
      { name: 'Pani Puri', description: 'Six crisp puris with tangy mint water and spiced potato.', price: 50, category: 'Chaat', veg: true, vegan: true, allergens: ['gluten'] },
      { name: 'Bhel Puri', description: 'Puffed rice tossed with sev, onion, tomato and tamarind chutney.', price: 60, category: 'Chaat', veg: true, vegan: true, allergens: ['gluten'] },
      { name: 'Sev Puri', description: 'Flat puris loaded with potato, chutneys and fine sev.', price: 70, category: 'Chaat', veg: true, vegan: true, allergens: ['gluten'] },
      { name: 'Dabeli', description: 'Sweet-spicy potato in pav with pomegranate and roasted peanuts.', price: 45, category: 'Pav', veg: true, allergens: ['gluten', 'nuts'] },
      { name: 'Samosa Chaat', description: 'Crushed samosas with chole, curd and chutneys.', price: 80, category: 'Chaat', veg: true, allergens: ['gluten', 'dairy'] },
      { name: 'Paneer Kathi Roll', description: 'Tikka paneer and onions rolled in a flaky egg-free paratha.', price: 130, category: 'Rolls', veg: true, allergens: ['gluten', 'dairy'] },
      { name: 'Masala Chai', description: 'Cutting chai brewed with ginger and cardamom.', price: 25, category: 'Drinks', veg: true, allergens: ['dairy'] },
      { name: 'Cold Coffee', description: 'Chilled coffee blended with milk and a scoop of ice cream.', price: 90, category: 'Drinks', veg: true, allergens: ['dairy'], signature: true },
    ],
  },
];

export const FIRST_NAMES = ['Aarav', 'Ananya', 'Rohan', 'Ishita', 'Vikram', 'Neha', 'Karthik', 'Meera', 'Siddharth', 'Pooja', 'Rahul', 'Divya', 'Aditya', 'Sneha', 'Nikhil', 'Tanvi', 'Harsh', 'Riya', 'Manish', 'Aisha', 'Varun', 'Shreya', 'Gaurav', 'Nisha', 'Abhishek', 'Lakshmi', 'Farhan', 'Zoya', 'Suresh', 'Deepa'];
export const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Patel', 'Nair', 'Gupta', 'Kulkarni', 'Menon', 'Singh', 'Desai', 'Rao', 'Khan', 'Joshi', 'Bose', 'Pillai', 'Chatterjee', 'Verma', 'Shetty'];

export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, Array<{ title: string; comment: string }>> = {
  5: [
    { title: 'Best street food in town', comment: 'Absolutely loved it. Fresh, hot and full of flavour. The staff were friendly and the wait was short even on a busy evening.' },
    { title: 'Worth every rupee', comment: 'Generous portions at a fair price. I have been back three times this month and it has been consistently excellent.' },
    { title: 'My new favourite truck', comment: 'Tracked them down using the app after seeing the reviews. Did not disappoint at all, will be a regular now.' },
    { title: 'Outstanding flavours', comment: 'The spices were perfectly balanced and everything tasted homemade. Packaging was neat and eco-friendly too.' },
  ],
  4: [
    { title: 'Really good, will return', comment: 'Tasty food and quick service. Slightly pricey for the portion size but the quality makes up for it.' },
    { title: 'Solid choice for lunch', comment: 'Great flavours and the menu has plenty of vegetarian options. Seating is limited, so plan to eat standing.' },
    { title: 'Lovely evening snack', comment: 'Came here after work with friends. Everything we ordered was good; the dessert was the highlight.' },
  ],
  3: [
    { title: 'Decent but inconsistent', comment: 'The first visit was great but the second time the food was lukewarm. Still worth a try if you are nearby.' },
    { title: 'Okay experience', comment: 'Nothing wrong with the food but nothing memorable either. The wait was longer than the app suggested.' },
  ],
  2: [
    { title: 'Expected more', comment: 'Portions were small for the price and the order took almost forty minutes. Flavours were fine though.' },
  ],
  1: [
    { title: 'Disappointing visit', comment: 'The truck was not at the listed location and when we found it the food was cold. Hope they improve.' },
  ],
};

export const WAIT_TIMES = ['5-10 min', '10-15 min', '15-20 min', '20-30 min'];
export const HOURS_OPTIONS = ['11:00 AM - 3:00 PM', '12:00 PM - 10:00 PM', '5:00 PM - 11:00 PM', '8:00 AM - 1:00 PM', '6:00 PM - 12:00 AM', '11:30 AM - 9:30 PM'];
