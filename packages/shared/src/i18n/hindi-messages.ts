import type { Locale } from './locales.js';

/**
 * Hindi for the messages the API answers with and the shared schemas' validation messages, which
 * reach people in two ways: in the API's envelope (`message`, for a request in Hindi) and under a
 * web form's field (the browser checks the same schemas). They are written in English where the
 * rule is (services, schemas), so the English text is the message's key, as gettext's msgid is.
 *
 * A key with `{name}` placeholders matches messages made from a template (`Name must be at most 80
 * characters`); the words a placeholder stands for are translated too when they are a known label.
 */
const EXACT: Record<string, string> = {
  OK: 'ठीक है',
  // Field labels that templates put in front of a rule.
  Name: 'नाम',
  Email: 'ईमेल',
  Password: 'पासवर्ड',
  Phone: 'फ़ोन',
  Address: 'पता',
  Description: 'विवरण',
  Title: 'शीर्षक',
  Location: 'जगह',
  Price: 'दाम',
  Hours: 'समय',
  Caption: 'कैप्शन',
  Notes: 'नोट्स',
  Note: 'नोट',
  Story: 'कहानी',
  Requirements: 'ज़रूरतें',
  'Wait time': 'इंतज़ार का समय',
  'Image URL': 'तस्वीर का URL',
  Start: 'शुरुआत',
  'Rejection reason': 'नामंज़ूरी की वजह',
  // Events: the form's and the API's rules.
  'Please fill in all required fields including title, description, image, date, and location': 'कृपया सभी ज़रूरी जानकारी भरें: शीर्षक, विवरण, तस्वीर, तारीख़ और जगह',
  'Registration deadline must be before event date': 'रजिस्ट्रेशन की आख़िरी तारीख़ इवेंट से पहले की होनी चाहिए',
  'Invalid Image URL': 'तस्वीर का URL सही नहीं है',
  'Image URL is too long': 'तस्वीर का URL बहुत लंबा है',
  'Max participants must be a whole number': 'ज़्यादा से ज़्यादा प्रतिभागी पूरी संख्या में होने चाहिए',
  'Max participants must be at least 1': 'ज़्यादा से ज़्यादा प्रतिभागी कम से कम 1 होना चाहिए',
  'Participation fee cannot be negative': 'भागीदारी शुल्क शून्य से कम नहीं हो सकता',
  'Tags must be at most 30 characters': 'हर टैग में ज़्यादा से ज़्यादा 30 अक्षर हो सकते हैं',
  'At most 15 tags': 'ज़्यादा से ज़्यादा 15 टैग',
  'Place name': 'जगह का नाम',
  'Truck name': 'ट्रक का नाम',
  'Dish name': 'डिश का नाम',
  Comment: 'टिप्पणी',
  Response: 'जवाब',
  Reason: 'वजह',
  Message: 'संदेश',

  // The error handler's own words.
  'Request body is not valid JSON': 'भेजा गया डेटा सही JSON नहीं है',
  'Request body is empty; send a JSON object': 'भेजा गया डेटा ख़ाली है; एक JSON ऑब्जेक्ट भेजें',
  'Request body is required; send a JSON object': 'डेटा भेजना ज़रूरी है; एक JSON ऑब्जेक्ट भेजें',
  'Request body is too large': 'भेजा गया डेटा बहुत बड़ा है',
  'Unsupported content type; send application/json': 'यह कंटेंट टाइप नहीं चलता; application/json भेजें',
  'The service is briefly unavailable. Please try again in a moment.': 'सेवा कुछ पल के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'Something went wrong on our side. Please try again.': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'Route not found': 'यह पता मौजूद नहीं है',
  'Invalid value': 'यह मान सही नहीं है',

  // Who may do what.
  'Please sign in to continue': 'आगे बढ़ने के लिए कृपया साइन इन करें',
  'You do not have permission to do this': 'आपको यह करने की अनुमति नहीं है',
  'Invalid email or password': 'ईमेल या पासवर्ड सही नहीं है',
  'Your session has expired. Please sign in again.': 'आपका सेशन ख़त्म हो गया है। कृपया फिर से साइन इन करें।',

  // Not found.
  'The requested food truck could not be found.': 'यह फ़ूड ट्रक नहीं मिला।',
  'Truck not found': 'ट्रक नहीं मिला',
  'Menu item not found': 'मेन्यू आइटम नहीं मिला',
  'The dish could not be found.': 'यह डिश नहीं मिली।',
  'The review could not be found.': 'यह रिव्यू नहीं मिला।',
  'Event not found': 'इवेंट नहीं मिला',
  'Location history entry not found': 'जगह का यह रिकॉर्ड नहीं मिला',
  'Application not found': 'आवेदन नहीं मिला',
  'User not found': 'यूज़र नहीं मिला',
  'Blog post not found': 'ब्लॉग पोस्ट नहीं मिली',
  'Stop not found': 'पड़ाव नहीं मिला',
  'Closed date not found': 'बंदी की तारीख़ नहीं मिली',
  'Order not found': 'ऑर्डर नहीं मिला',
  'Photo not found': 'फ़ोटो नहीं मिली',

  // Ordering.
  'A dish in your order is no longer on this truck’s menu. Please review your cart.':
    'आपके ऑर्डर की एक डिश अब इस ट्रक के मेन्यू में नहीं है। कृपया अपनी कार्ट देख लें।',
  'This order just changed. Look at it again.': 'यह ऑर्डर अभी बदला है। कृपया इसे फिर से देखें।',
  'That pickup code does not match this order. Ask the customer to show the code on their order page.':
    'यह पिकअप कोड इस ऑर्डर का नहीं है। ग्राहक से ऑर्डर पेज पर दिखा कोड दिखाने को कहें।',
  'Add at least one dish to your order': 'अपने ऑर्डर में कम से कम एक डिश जोड़ें',
  'Choose a pickup time': 'पिकअप का समय चुनें',
  'Say when the order will be ready': 'बताएँ कि ऑर्डर कब तक तैयार होगा',
  'Say why the order is rejected': 'बताएँ कि ऑर्डर क्यों मना किया गया',
  'The pickup code is 4 digits': 'पिकअप कोड 4 अंकों का होता है',
  'Each dish appears once in an order: change its quantity instead': 'एक ऑर्डर में हर डिश एक ही बार आती है: उसकी संख्या बदलें',
  'Quantity must be a whole number': 'संख्या पूरी होनी चाहिए',
  'Quantity must be at least 1': 'संख्या कम से कम 1 होनी चाहिए',

  // Accounts and forms.
  'Name is required': 'नाम ज़रूरी है',
  'Email is required': 'ईमेल ज़रूरी है',
  'Email is too long': 'ईमेल बहुत लंबा है',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Current password is required': 'मौजूदा पासवर्ड ज़रूरी है',
  'Passwords do not match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'Please confirm your password': 'कृपया पासवर्ड दोबारा लिखें',
  'Please enter a valid email address': 'कृपया सही ईमेल पता लिखें',
  'Please enter your email address.': 'कृपया अपना ईमेल पता लिखें।',
  'Please enter a valid phone number': 'कृपया सही फ़ोन नंबर लिखें',
  'Phone is required': 'फ़ोन नंबर ज़रूरी है',
  'Phone may contain only digits, spaces, +, - and parentheses': 'फ़ोन नंबर में सिर्फ़ अंक, स्पेस, +, - और कोष्ठक हो सकते हैं',
  'Address is required': 'पता ज़रूरी है',
  'Please fill in all required fields': 'कृपया सभी ज़रूरी जानकारी भरें',
  'Please select a rating': 'कृपया रेटिंग चुनें',
  'Please enter a comment (at least 10 characters)': 'कृपया टिप्पणी लिखें (कम से कम 10 अक्षर)',
  'Please enter a title (at least 2 characters)': 'कृपया शीर्षक लिखें (कम से कम 2 अक्षर)',
  'Rating must be between 1 and 5': 'रेटिंग 1 से 5 के बीच होनी चाहिए',
  'Rating must be a whole number of stars': 'रेटिंग पूरे सितारों में होनी चाहिए',
  'Please enter a response (at least 2 characters)': 'कृपया जवाब लिखें (कम से कम 2 अक्षर)',
  'Please give a reason (at least 3 characters)': 'कृपया वजह बताएँ (कम से कम 3 अक्षर)',
  'Only rating, title, comment and images can be changed': 'सिर्फ़ रेटिंग, शीर्षक, टिप्पणी और तस्वीरें बदली जा सकती हैं',
  'Choose a cuisine from the list': 'सूची में से एक व्यंजन-शैली चुनें',
  'Please choose a cuisine type': 'कृपया व्यंजन-शैली चुनें',
  'FSSAI licence number must be 14 digits': 'FSSAI लाइसेंस नंबर 14 अंकों का होना चाहिए',
  'Pick the place on the map or by address': 'जगह नक्शे पर या पते से चुनें',
  'Pick the place on the map': 'जगह नक्शे पर चुनें',
  'Please select a location for your food truck': 'कृपया अपने फ़ूड ट्रक की जगह चुनें',
  'Type at least 2 characters to search': 'खोजने के लिए कम से कम 2 अक्षर लिखें',
  'Type what you are looking for': 'लिखें कि आप क्या ढूँढ रहे हैं',
  'Price cannot be negative': 'दाम शून्य से कम नहीं हो सकता',
  'Price must be a number': 'दाम एक संख्या होना चाहिए',
  'Nothing to update': 'बदलने के लिए कुछ नहीं है',
  'Reset token is missing. Please request a new reset link.': 'रीसेट टोकन नहीं मिला। कृपया नया रीसेट लिंक मँगाएँ।',
  'Invalid reset token': 'रीसेट टोकन सही नहीं है',
  'Event date must be in the future': 'इवेंट की तारीख़ आगे की होनी चाहिए',
  'End date must be after start date': 'ख़त्म होने की तारीख़ शुरू होने की तारीख़ के बाद होनी चाहिए',

  // Rules of the API's routes and services.
  // Catering.
  Guests: 'मेहमान',
  'Budget per head': 'हर व्यक्ति का बजट',
  Occasion: 'मौक़ा',
  'Catering request sent': 'कैटरिंग अनुरोध भेज दिया गया',
  'The event must be in the future': 'इवेंट आगे की तारीख़ का होना चाहिए',
  'You cannot book your own truck': 'आप अपना ही ट्रक बुक नहीं कर सकते',
  'Date is not a date in the calendar': 'यह तारीख़ कैलेंडर में नहीं है',
  'Budget per head must be at least ₹1': 'हर व्यक्ति का बजट कम से कम ₹1 होना चाहिए',
  'Budget per head must be whole rupees': 'हर व्यक्ति का बजट पूरे रुपयों में होना चाहिए',
  'Guests must be a whole number': 'मेहमानों की संख्या पूरी संख्या होनी चाहिए',
  'Choose cuisines from the list': 'सूची में से व्यंजन-शैलियाँ चुनें',
  'Choose at least one cuisine': 'कम से कम एक व्यंजन-शैली चुनें',
  'Each cuisine can appear only once': 'हर व्यंजन-शैली सिर्फ़ एक बार आ सकती है',
  'Invalid catering request id': 'कैटरिंग अनुरोध की ID सही नहीं है',
  'Catering request not found': 'कैटरिंग अनुरोध नहीं मिला',
  'That truck is already out at that time. Choose another time, or ask every truck that matches.': 'वह ट्रक उस समय कहीं और है। कोई और समय चुनें, या मेल खाने वाले सभी ट्रकों से पूछें।',
  'That truck does not cater that far from its usual stops.': 'वह ट्रक अपने आम पड़ावों से इतनी दूर कैटरिंग नहीं करता।',
  'That truck is not taking catering requests.': 'वह ट्रक कैटरिंग अनुरोध नहीं ले रहा।',
  'Price per head': 'हर व्यक्ति का दाम',
  'Minimum guests': 'कम से कम मेहमान',
  'Valid until': 'कब तक मान्य',
  Menu: 'मेन्यू',
  'Quote sent': 'कोटेशन भेज दिया गया',
  'Quote withdrawn': 'कोटेशन वापस ले लिया गया',
  'Quote not found': 'कोटेशन नहीं मिला',
  'Invalid quote id': 'कोटेशन की ID सही नहीं है',
  'This request is no longer taking quotes': 'इस अनुरोध पर अब कोटेशन नहीं लिए जा रहे',
  'Valid until must not be in the past': 'मान्यता की तारीख़ बीती हुई नहीं हो सकती',
  'Valid until must not be after the event': 'मान्यता की तारीख़ इवेंट के बाद की नहीं हो सकती',
  'Valid until is not a date in the calendar': 'मान्यता की तारीख़ कैलेंडर में नहीं है',
  'A dish in the quote is not on this truck’s menu': 'कोटेशन की एक डिश इस ट्रक के मेन्यू में नहीं है',
  'Say what you would serve: dishes from your menu, or in words': 'बताएँ कि आप क्या परोसेंगे: अपने मेन्यू की डिश, या शब्दों में',
  'Price per head must be whole rupees': 'हर व्यक्ति का दाम पूरे रुपयों में होना चाहिए',
  'Price per head must be at least ₹1': 'हर व्यक्ति का दाम कम से कम ₹1 होना चाहिए',
  'Minimum guests must be a whole number': 'कम से कम मेहमानों की संख्या पूरी संख्या होनी चाहिए',
  'Message sent': 'संदेश भेज दिया गया',
  'Message is required': 'संदेश लिखना ज़रूरी है',
  'Reason is required': 'वजह लिखना ज़रूरी है',
  'This request has ended: its threads take no more messages': 'यह अनुरोध ख़त्म हो चुका है: इसकी बातचीत में अब संदेश नहीं भेजे जा सकते',
  'Only an open request can be cancelled': 'सिर्फ़ खुला अनुरोध रद्द किया जा सकता है',
  'Only an open request can be closed': 'सिर्फ़ खुला अनुरोध बंद किया जा सकता है',
  'Catering request cancelled': 'कैटरिंग अनुरोध रद्द कर दिया गया',
  'Catering request closed': 'कैटरिंग अनुरोध बंद कर दिया गया',
  'Truck booked': 'ट्रक बुक हो गया',
  'Booking cancelled': 'बुकिंग रद्द कर दी गई',
  'This request is already booked': 'यह अनुरोध पहले ही बुक हो चुका है',
  'This request is no longer open': 'यह अनुरोध अब खुला नहीं है',
  'This quote is no longer on offer': 'यह कोटेशन अब उपलब्ध नहीं है',
  'This quote has expired: ask the owner to quote again': 'इस कोटेशन की मियाद ख़त्म हो गई है: मालिक से फिर से कोटेशन माँगें',
  'Only an open or booked request can be cancelled': 'सिर्फ़ खुला या बुक हुआ अनुरोध रद्द किया जा सकता है',
  'Too Many Requests': 'बहुत ज़्यादा अनुरोध',
  'The address is not valid: check its percent-encoding': 'पता सही नहीं है: उसकी प्रतिशत-एन्कोडिंग जाँचें',
  'A part of the address is too long': 'पते का एक हिस्सा बहुत लंबा है',
  'Bad request': 'ग़लत अनुरोध',
  'The address must start with http:// or https://': 'पता http:// या https:// से शुरू होना चाहिए',
  'The address must not carry a user name or password': 'पते में उपयोगकर्ता नाम या पासवर्ड नहीं होना चाहिए',
  'That address is not on the public internet': 'यह पता सार्वजनिक इंटरनेट पर नहीं है',
  'The address redirects too many times': 'यह पता बहुत बार आगे भेजता है',
  'The address stopped answering': 'पते ने जवाब देना बंद कर दिया',
  'The address took too long to answer': 'पते ने जवाब देने में बहुत देर लगाई',
  'The address could not be reached': 'पते तक नहीं पहुँचा जा सका',
  'Choose a photo to upload': 'अपलोड करने के लिए फ़ोटो चुनें',
  'Send the photo in the field "file"': 'फ़ोटो "file" खाने में भेजें',
  'Send one photo at a time': 'एक बार में एक फ़ोटो भेजें',
  'The upload could not be read. Please try again.': 'अपलोड पढ़ा नहीं जा सका। कृपया फिर कोशिश करें।',
  'Only food truck owners can manage trucks': 'सिर्फ़ फ़ूड ट्रक मालिक ट्रक संभाल सकते हैं',
  'Only admins can feature a truck': 'सिर्फ़ एडमिन किसी ट्रक को ख़ास बना सकते हैं',
  'Only food truck owners can add trucks': 'सिर्फ़ फ़ूड ट्रक मालिक ट्रक जोड़ सकते हैं',
  'The current location cannot be deleted': 'अभी की जगह हटाई नहीं जा सकती',
  'Set the truck’s location first: each stop of the week is at its place': 'पहले ट्रक की जगह तय करें: हफ़्ते का हर पड़ाव उसी जगह पर है',
  'That stop is not one of this truck’s': 'यह पड़ाव इस ट्रक का नहीं है',
  'No such picture': 'ऐसी कोई तस्वीर नहीं',
  'This review has no open reports': 'इस रिव्यू पर कोई खुली शिकायत नहीं है',
  'You cannot review your own food truck': 'आप अपने ही फ़ूड ट्रक का रिव्यू नहीं लिख सकते',
  "That dish is not on this food truck's menu": 'यह डिश इस फ़ूड ट्रक के मेन्यू में नहीं है',
  'Only the author can edit this review': 'इस रिव्यू को सिर्फ़ लिखने वाला बदल सकता है',
  'Only the author or an admin can delete this review': 'इस रिव्यू को सिर्फ़ लिखने वाला या एडमिन हटा सकता है',
  'You cannot mark your own review as helpful': 'आप अपने ही रिव्यू को मददगार नहीं बता सकते',
  "Only the truck's owner can respond to its reviews": 'ट्रक के रिव्यू का जवाब सिर्फ़ उसका मालिक दे सकता है',
  'This review already has a response': 'इस रिव्यू का जवाब पहले ही दिया जा चुका है',
  'You cannot report your own review': 'आप अपने ही रिव्यू की शिकायत नहीं कर सकते',
  'You have already reported this review': 'आप इस रिव्यू की शिकायत पहले ही कर चुके हैं',
  'Ready by must be a time in the next 12 hours': 'तैयार होने का समय अगले 12 घंटों के अंदर होना चाहिए',
  'A sold-out dish is not on this truck’s menu': 'ख़त्म हुई डिश इस ट्रक के मेन्यू में नहीं है',
  'This push subscription belongs to another device. Turn push off and on again in this browser.': 'यह पुश सदस्यता किसी और डिवाइस की है। इस ब्राउज़र में पुश बंद करके फिर चालू करें।',
  'Only the organizer or an admin can change this event': 'इस इवेंट को सिर्फ़ आयोजक या एडमिन बदल सकता है',
  'Only food truck owners and admins can create events': 'इवेंट सिर्फ़ फ़ूड ट्रक मालिक और एडमिन बना सकते हैं',
  'This event is full': 'यह इवेंट भर चुका है',
  'Choose which truck to withdraw': 'चुनें कि किस ट्रक का नाम वापस लेना है',
  "Thank you for your message. We'll get back to you within one business day.": 'आपके संदेश के लिए शुक्रिया। हम एक कामकाजी दिन में जवाब देंगे।',
  'Current password is incorrect': 'मौजूदा पासवर्ड ग़लत है',
  'New password must be different from the current password': 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
  'This password reset link is invalid or has expired. Please request a new one.': 'यह पासवर्ड रीसेट लिंक सही नहीं है या इसकी मियाद ख़त्म हो गई है। कृपया नया लिंक मँगाएँ।',
  "Application submitted. We'll review your application and get back to you within 2-3 business days.": 'आवेदन भेज दिया गया। हम आपका आवेदन देखकर 2-3 कामकाजी दिनों में जवाब देंगे।',
  'The account with this email is banned. Unban it before approving the application.': 'इस ईमेल वाले खाते पर रोक लगी है। आवेदन मंज़ूर करने से पहले रोक हटाएँ।',
  'Admins cannot be banned': 'एडमिन पर रोक नहीं लगाई जा सकती',
  'Invalid id': 'ID सही नहीं है',
  'Invalid cursor': 'कर्सर सही नहीं है',
  'Give a city or lat and lng, not both': 'शहर या lat और lng दें, दोनों नहीं',
  'A search by time needs a place: lat and lng': 'समय से खोजने के लिए जगह चाहिए: lat और lng',
  'Invalid truck id': 'ट्रक की ID सही नहीं है',
  'Tags cannot be empty': 'टैग ख़ाली नहीं हो सकते',
  'Tags cannot be duplicated': 'एक ही टैग दो बार नहीं हो सकता',
  'Specialties cannot be empty': 'ख़ासियतें ख़ाली नहीं हो सकतीं',
  'At most 20 specialties': 'ज़्यादा से ज़्यादा 20 ख़ासियतें',
  'Ingredients cannot be empty': 'सामग्री ख़ाली नहीं हो सकती',
  'At most 30 ingredients': 'ज़्यादा से ज़्यादा 30 सामग्री',
  'Please fill in all required menu item fields': 'कृपया डिश की सभी ज़रूरी जानकारी भरें',
  'Price must be at most ₹100000': 'दाम ज़्यादा से ज़्यादा ₹1,00,000 हो सकता है',
  'Spice level must be 0 to 3': 'तीखापन 0 से 3 के बीच होना चाहिए',
  'Invalid menu item id': 'डिश की ID सही नहीं है',
  'The calendar file must be at most 512 KB': 'कैलेंडर फ़ाइल ज़्यादा से ज़्यादा 512 KB की हो सकती है',
  'Send a calendar file or a calendar address': 'कैलेंडर फ़ाइल या कैलेंडर का पता भेजें',
  'Calendar address must be a web address starting with http:// or https://': 'कैलेंडर का पता http:// या https:// से शुरू होने वाला वेब पता होना चाहिए',
  'Nothing to import': 'इम्पोर्ट करने को कुछ नहीं है',
  'Choose weekdays for a regular stop, or a date for a one-off': 'नियमित पड़ाव के लिए हफ़्ते के दिन चुनें, या एक बार के लिए तारीख़',
  'A regular stop needs the date it starts from': 'नियमित पड़ाव के लिए शुरुआत की तारीख़ चाहिए',
  'Until date must not be before the from date': 'आख़िरी तारीख़ शुरुआत की तारीख़ से पहले नहीं हो सकती',
  'End time must differ from the start time': 'ख़त्म होने का समय शुरुआत के समय से अलग होना चाहिए',
  'Invalid stop id': 'पड़ाव की ID सही नहीं है',
  'The week must start on a Monday': 'हफ़्ता सोमवार से शुरू होना चाहिए',
  'Invalid closed date id': 'बंद की तारीख़ की ID सही नहीं है',
  'Send lat and lng together': 'lat और lng साथ में भेजें',
  'Send exactly one field to update': 'बदलने के लिए ठीक एक खाना भेजें',
  'Hours are required': 'समय बताना ज़रूरी है',
  'Hours are required (or Closed)': 'समय बताना ज़रूरी है (या बंद)',
  'Write the hours as 5:00 PM - 11:00 PM, or Closed': 'समय ऐसे लिखें: 5:00 PM - 11:00 PM, या Closed',
  'Each day can appear only once': 'हर दिन सिर्फ़ एक बार आ सकता है',
  'Invalid history entry id': 'इतिहास की इस प्रविष्टि की ID सही नहीं है',
  'Invalid dish id': 'डिश की ID सही नहीं है',
  'Idempotency-Key must be 8 to 100 characters': 'Idempotency-Key 8 से 100 अक्षरों की होनी चाहिए',
  'Idempotency-Key must be printable ASCII without spaces': 'Idempotency-Key बिना स्पेस के छपने लायक़ ASCII होनी चाहिए',
  'Invalid order id': 'ऑर्डर की ID सही नहीं है',
  'Take at least 1 order per slot': 'हर समय-खाने में कम से कम 1 ऑर्डर लें',
  'Name at least one notification': 'कम से कम एक सूचना बताएँ',
  'Send ids (a list) or all: true': 'ids (एक सूची) या all: true भेजें',
  'Invalid organizer id': 'आयोजक की ID सही नहीं है',
  'Invalid event id': 'इवेंट की ID सही नहीं है',
  'Choose one of your trucks': 'अपने ट्रकों में से एक चुनें',
  'Please choose a category': 'कृपया श्रेणी चुनें',
  'Tags must be a list': 'टैग एक सूची होने चाहिए',
  'Each tag can appear only once': 'हर टैग सिर्फ़ एक बार आ सकता है',
  'Invalid blog id': 'ब्लॉग की ID सही नहीं है',
  'Language must be en or hi': 'भाषा en या hi होनी चाहिए',
  "Passwords don't match": 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'Invalid application id': 'आवेदन की ID सही नहीं है',
  'Invalid review id': 'रिव्यू की ID सही नहीं है',

  // Success messages.
  'About information updated successfully': 'परिचय की जानकारी अपडेट हो गई',
  'Application approved. The applicant has been emailed a link to set their password.': 'आवेदन स्वीकार हुआ। आवेदक को पासवर्ड बनाने का लिंक ईमेल कर दिया गया है।',
  'Application rejected. The applicant has been emailed the reason.': 'आवेदन अस्वीकार हुआ। आवेदक को कारण ईमेल कर दिया गया है।',
  'Blog post deleted': 'ब्लॉग पोस्ट हटा दी गई',
  'Blog post updated': 'ब्लॉग पोस्ट अपडेट हो गई',
  'Closed date added': 'बंदी की तारीख़ जोड़ दी गई',
  'Closed date removed': 'बंदी की तारीख़ हटा दी गई',
  'Customer told the order runs late': 'ग्राहक को देर के बारे में बता दिया गया',
  'Event approved': 'इवेंट स्वीकार हुआ',
  'Event deleted successfully': 'इवेंट हटा दिया गया',
  'Event rejected': 'इवेंट अस्वीकार हुआ',
  'Event updated successfully': 'इवेंट अपडेट हो गया',
  Following: 'फ़ॉलो कर रहे हैं',
  'Food truck created': 'फ़ूड ट्रक बन गया',
  'Food truck deleted': 'फ़ूड ट्रक हटा दिया गया',
  'Food truck updated': 'फ़ूड ट्रक अपडेट हो गया',
  'Images updated successfully': 'तस्वीरें अपडेट हो गईं',
  'Location history cleared': 'जगहों का इतिहास साफ़ हो गया',
  'Location history entry removed': 'जगह का रिकॉर्ड हटा दिया गया',
  'Location updated successfully': 'जगह अपडेट हो गई',
  'Login successful': 'साइन इन हो गया',
  'Marked as read': 'पढ़ा हुआ मान लिया गया',
  'Menu item added': 'मेन्यू में डिश जुड़ गई',
  'Menu item availability updated': 'डिश की उपलब्धता अपडेट हो गई',
  'Menu item deleted': 'डिश मेन्यू से हटा दी गई',
  'Menu item updated': 'डिश अपडेट हो गई',
  'Notification settings saved': 'सूचना की सेटिंग सहेज ली गई',
  'Order accepted': 'ऑर्डर स्वीकार हुआ',
  'Order cancelled': 'ऑर्डर रद्द हो गया',
  'Order marked ready': 'ऑर्डर तैयार बता दिया गया',
  'Order picked up': 'ऑर्डर ले लिया गया',
  'Order rejected': 'ऑर्डर मना कर दिया गया',
  'Ordering settings saved': 'ऑर्डर की सेटिंग सहेज ली गई',
  'Password changed successfully': 'पासवर्ड बदल गया',
  'Photo uploaded': 'फ़ोटो अपलोड हो गई',
  'Profile updated successfully!': 'प्रोफ़ाइल अपडेट हो गई!',
  'Push is off for this browser': 'इस ब्राउज़र पर पुश सूचनाएँ बंद हैं',
  'Push is on for this browser': 'इस ब्राउज़र पर पुश सूचनाएँ चालू हैं',
  Recorded: 'दर्ज कर लिया गया',
  'Registration successful': 'खाता बन गया',
  'Registration withdrawn': 'पंजीकरण वापस ले लिया गया',
  'Reports dismissed; the review stays': 'शिकायतें ख़ारिज; रिव्यू बना रहेगा',
  'Response posted': 'जवाब पोस्ट हो गया',
  'Review deleted': 'रिव्यू हटा दिया गया',
  'Review removed': 'रिव्यू हटा दिया गया',
  'Review submitted': 'रिव्यू भेज दिया गया',
  'Review updated': 'रिव्यू अपडेट हो गया',
  'Schedule updated successfully': 'समय-सारणी अपडेट हो गई',
  'Signed out': 'साइन आउट हो गए',
  'Stop added': 'पड़ाव जुड़ गया',
  'Stop deleted': 'पड़ाव हटा दिया गया',
  'Stop updated': 'पड़ाव अपडेट हो गया',
  'Successfully registered for the event': 'इवेंट के लिए पंजीकरण हो गया',
  'Thank you for subscribing to our newsletter.': 'हमारे न्यूज़लेटर से जुड़ने के लिए धन्यवाद।',
  'Thank you. The review has been reported to our moderators.': 'धन्यवाद। रिव्यू की शिकायत हमारे मॉडरेटरों तक पहुँच गई है।',
  'Truck status updated': 'ट्रक की स्थिति अपडेट हो गई',
  'Truck updated': 'ट्रक अपडेट हो गया',
  Unfollowed: 'अनफ़ॉलो कर दिया',
  'Your password has been reset successfully. You are now logged in.': 'आपका पासवर्ड बदल गया है। आप साइन इन हो गए हैं।',
  'An account with this email already exists': 'इस ईमेल से पहले से एक खाता है',
  'This truck is not taking orders ahead today. Please visit the truck directly.': 'यह ट्रक आज पहले से ऑर्डर नहीं ले रहा। कृपया सीधे ट्रक पर जाएँ।',
  'This truck is closed now, with no opening scheduled this week.': 'यह ट्रक अभी बंद है, इस हफ़्ते खुलने का कोई समय तय नहीं।',
  'No pickup times are left today.': 'आज पिकअप का कोई समय बाक़ी नहीं है।',
  'You cannot pre-order from your own truck': 'आप अपने ही ट्रक से पहले से ऑर्डर नहीं कर सकते',
};

/** Messages made from a template: `{name}` stands for any words. */
const TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  ['{field} is required', '{field} ज़रूरी है'],
  ['{field} must be at most {max} characters', '{field}: ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं'],
  ['{field} must be at most {max} characters long', '{field}: ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं'],
  ['{field} must be at least {min} characters long', '{field}: कम से कम {min} अक्षर होने चाहिए'],
  ['You can have at most {count} open catering requests. Cancel one to make another.', 'आपके ज़्यादा से ज़्यादा {count} कैटरिंग अनुरोध खुले रह सकते हैं। नया बनाने के लिए एक रद्द करें।'],
  ['The event must be within {days} days', 'इवेंट {days} दिनों के अंदर का होना चाहिए'],
  ['A thread holds at most {count} messages: put the rest in the quote', 'एक बातचीत में ज़्यादा से ज़्यादा {count} संदेश हो सकते हैं: बाक़ी बातें कोटेशन में लिखें'],
  ['An event can last at most {hours} hours', 'इवेंट ज़्यादा से ज़्यादा {hours} घंटे चल सकता है'],
  ['{field} must be a number', '{field} एक संख्या होनी चाहिए'],
  ['{field} must be text', '{field} टेक्स्ट होना चाहिए'],
  ['{field} must be true or false', '{field} true या false होना चाहिए'],
  ['{field} must be a date (YYYY-MM-DD)', '{field} एक तारीख़ (YYYY-MM-DD) होनी चाहिए'],
  ['{field} must be a time (HH:MM)', '{field} एक समय (HH:MM) होना चाहिए'],
  ['{field} contains a character that is not allowed (NUL or broken Unicode)', '{field} में ऐसा अक्षर है जिसकी अनुमति नहीं है (NUL या टूटा यूनिकोड)'],
  ['At most {count} images', 'ज़्यादा से ज़्यादा {count} तस्वीरें'],
  ['{dish} is sold out today. Please remove it from your cart.', '{dish} आज ख़त्म हो गया है। कृपया इसे अपनी कार्ट से हटाएँ।'],
  ['The {time} pickup is full. Please choose another time.', '{time} का पिकअप भर चुका है। कृपया दूसरा समय चुनें।'],
  ['Pickup times are every {minutes} minutes. Please choose one from the list.', 'पिकअप का समय हर {minutes} मिनट पर है। कृपया सूची में से एक चुनें।'],
  ['The truck takes pickups until {time}. Please choose an earlier time.', 'ट्रक {time} तक पिकअप देता है। कृपया इससे पहले का समय चुनें।'],
  ['You already have {count} open orders at this truck. Pick them up or cancel one first.', 'इस ट्रक पर आपके पहले से {count} ऑर्डर खुले हैं। पहले उन्हें ले लें या एक रद्द करें।'],
  ['This order is {status}: only an accepted order can run late.', 'यह ऑर्डर {status} है: सिर्फ़ स्वीकार किए गए ऑर्डर में देर हो सकती है।'],
  ['A note must be at most {max} characters', 'नोट में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं'],
  ['A reason must be at most {max} characters', 'कारण में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं'],
  ['An order can hold at most {count} dishes', 'एक ऑर्डर में ज़्यादा से ज़्यादा {count} डिश हो सकती हैं'],
  // Number bounds, after the ones about characters they would otherwise take.
  ['{field} must be at least {min}', '{field} कम से कम {min} होना चाहिए'],
  ['{field} must be at most {max}', '{field} ज़्यादा से ज़्यादा {max} हो सकता है'],
];

const PLACEHOLDER = /\{(\w+)\}/g;

interface CompiledTemplate {
  pattern: RegExp;
  names: string[];
  hindi: string;
}

let compiled: CompiledTemplate[] | null = null;

function compiledTemplates(): CompiledTemplate[] {
  compiled ??= TEMPLATES.map(([english, hindi]) => {
    const names: string[] = [];
    const source = english
      .split(PLACEHOLDER)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`), names, hindi };
  });
  return compiled;
}

/** A message in the asked language: Hindi where the catalogue has it, the English otherwise. */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const exact = EXACT[message];
  if (exact !== undefined) return exact;
  for (const template of compiledTemplates()) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
    // A function, never a replacement string: the values are people's words and may hold `$'`.
    return template.hindi.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[name] ?? '';
      return EXACT[value] ?? value;
    });
  }
  return message;
}

/** Whether the catalogue has Hindi for a message (a test reads it to find untranslated ones). */
export function hasHindi(message: string): boolean {
  return translateMessage(message, 'hi') !== message;
}
